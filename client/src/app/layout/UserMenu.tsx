import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/config/paths';
import { AccountMenu } from './AccountMenu';
import { accountLinks } from './account-links';
import { UserIdentity } from './UserIdentity';
import { useSignOut } from './use-sign-out';

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
      'inline-flex items-center justify-center gap-1.5 rounded-xl border border-slate-700 px-4 py-3 text-center font-semibold text-white transition hover:border-slate-500 hover:bg-slate-900',
    primary: 'rounded-xl bg-amber-500 px-4 py-3 text-center font-semibold text-slate-950 transition hover:bg-amber-400',
  },
};

/** SPEC §2 user menu: Sign In / Create Account, or the email, Admin Dashboard (admins) and Sign Out. */
export function UserMenu({ variant, onNavigate }: UserMenuProps) {
  const { user, isAdmin, isLoading } = useAuth();
  // Sign In brings the visitor back to this page afterwards (LoginForm reads state.from).
  const location = useLocation();
  const signOut = useSignOut();
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

  if (!panel) return <AccountMenu user={user} isAdmin={isAdmin} />;

  // The opened mobile menu is the user menu on a phone: who is signed in, then the account's links.
  return (
    <div className="space-y-4">
      <div className="rounded-xl border border-slate-800 bg-slate-900/60 p-3">
        <UserIdentity user={user} />
      </div>
      {/* One per row: two side by side wrap their labels on a 390 px phone. */}
      <div className="grid gap-3">
        {accountLinks(isAdmin).map(({ to, label, icon: Icon }) => (
          <Link key={to} to={to} onClick={onNavigate} className={style.secondary}>
            <Icon aria-hidden="true" className="size-4" /> {label}
          </Link>
        ))}
        <button
          type="button"
          onClick={() => {
            onNavigate?.();
            void signOut();
          }}
          className={style.secondary}
        >
          <LogOut aria-hidden="true" className="size-4" /> Sign Out
        </button>
      </div>
    </div>
  );
}
