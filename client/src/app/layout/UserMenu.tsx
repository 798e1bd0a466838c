import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/config/paths';

interface UserMenuProps {
  /** `bar` sits in the desktop header; `panel` stacks full-width inside the mobile menu. */
  variant: 'bar' | 'panel';
  onNavigate?: () => void;
}

const styles = {
  bar: {
    secondary:
      'rounded-lg px-3.5 py-2 text-sm font-semibold text-slate-200 transition hover:bg-white/5 hover:text-white',
    primary:
      'rounded-lg bg-amber-500 px-4 py-2 text-sm font-semibold text-slate-950 shadow-md shadow-amber-500/20 transition hover:bg-amber-400',
  },
  panel: {
    secondary:
      'rounded-xl border border-slate-700 px-4 py-3 text-center font-semibold text-white transition hover:border-slate-500 hover:bg-slate-900',
    primary: 'rounded-xl bg-amber-500 px-4 py-3 text-center font-semibold text-slate-950 transition hover:bg-amber-400',
  },
};

/** SPEC §2 user menu: Sign In / Create Account, or the email, Admin Dashboard (admins) and Sign Out. */
export function UserMenu({ variant, onNavigate }: UserMenuProps) {
  const { user, isAdmin, isLoading, signOut } = useAuth();
  // Sign In brings the visitor back to this page afterwards (LoginForm reads state.from).
  const location = useLocation();
  const panel = variant === 'panel';
  const style = styles[variant];

  // Avoids a flash of "Sign In" while the session is restored.
  if (isLoading) return <div aria-hidden="true" className={panel ? 'h-12' : 'h-9 w-40'} />;

  if (!user) {
    return (
      <div className={panel ? 'grid grid-cols-2 gap-3' : 'flex items-center gap-2'}>
        <Link to={paths.login} state={{ from: location }} onClick={onNavigate} className={style.secondary}>
          Sign In
        </Link>
        <Link to={paths.register} onClick={onNavigate} className={style.primary}>
          Create Account
        </Link>
      </div>
    );
  }

  const onSignOut = async () => {
    onNavigate?.();
    try {
      await signOut();
    } catch {
      // SPEC §8: sign-out errors go to the caller; the local session is cleared either way.
      // The header is in the app's entry: the toast library is fetched when needed (see App.tsx).
      const { toast } = await import('sonner');
      toast.error('Sign out did not reach the server; you are signed out on this device.');
    }
  };

  return (
    <div className={panel ? 'space-y-3' : 'flex items-center gap-2'}>
      {/* The user's name leads to their account page (name, password, data, deletion). */}
      <Link
        to={paths.account}
        onClick={onNavigate}
        aria-label={`${user.display_name}, your account`}
        className={`flex min-w-0 items-center gap-2 rounded-md text-sm text-slate-300 transition hover:text-white focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none ${panel ? 'px-1' : 'max-w-[14rem]'}`}
        title="Your account"
        data-testid="user-name"
      >
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-amber-500" />
        <span className="truncate">{user.display_name}</span>
      </Link>
      <div className={panel ? 'grid grid-cols-2 gap-3' : 'flex items-center gap-2'}>
        {isAdmin && (
          <Link
            to={paths.admin}
            onClick={onNavigate}
            className={`${style.secondary} inline-flex items-center justify-center gap-1.5`}
          >
            <LayoutDashboard aria-hidden="true" className="size-4" /> Admin Dashboard
          </Link>
        )}
        <button
          type="button"
          onClick={() => void onSignOut()}
          className={`${style.secondary} inline-flex items-center justify-center gap-1.5 ${panel && !isAdmin ? 'col-span-2' : ''}`}
        >
          <LogOut aria-hidden="true" className="size-4" /> Sign Out
        </button>
      </div>
    </div>
  );
}
