import { ArrowLeft, LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useAuth } from '@/lib/auth/auth-context';
import { BrandMark } from '@/components/BrandMark';
import { paths } from '@/config/paths';
import { ADMIN_NAV } from './admin-nav';

/**
 * The admin shell (SPEC §2): the site's header and footer are hidden (AppLayout), a side
 * navigation with the current item marked takes their place. Below the md breakpoint the
 * navigation folds into a panel behind a Menu button, so the screens keep their width on tablets.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  // The panel belongs to the page it was opened on, so it is closed again after any navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <div className="min-h-screen bg-slate-950 md:grid md:grid-cols-[14rem_1fr]">
      <div className="flex items-center justify-between border-b border-slate-800 px-4 py-3 md:hidden">
        <AdminBrand />
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-nav"
          onClick={() => setOpenOn(open ? null : pathname)}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-700 px-3 py-2 text-sm font-semibold text-slate-100"
        >
          {open ? <X aria-hidden="true" className="size-4" /> : <Menu aria-hidden="true" className="size-4" />}
          Menu
        </button>
      </div>
      <aside
        id="admin-nav"
        className={`${open ? 'block' : 'hidden'} border-b border-slate-800 bg-slate-900/70 md:sticky md:top-0 md:block md:h-screen md:border-r md:border-b-0`}
      >
        <div className="flex h-full flex-col gap-6 p-4">
          <div className="hidden md:block">
            <AdminBrand />
          </div>
          <nav aria-label="Admin">
            <ul className="space-y-1">
              {ADMIN_NAV.map(({ label, to, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) =>
                      `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition ${
                        isActive
                          ? 'bg-amber-500/15 text-amber-300 ring-1 ring-amber-500/40'
                          : 'text-slate-300 hover:bg-slate-800 hover:text-white'
                      }`
                    }
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AdminAccount />
        </div>
      </aside>
      <div className="min-w-0 px-4 py-8 sm:px-6 lg:px-10">
        <Outlet />
      </div>
    </div>
  );
}

function AdminBrand() {
  return (
    <Link to={paths.admin} className="flex items-center gap-2 font-display text-lg font-bold text-white">
      <BrandMark className="size-8 rounded-lg" iconClassName="size-4" />
      Admin
    </Link>
  );
}

function AdminAccount() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  // Leave the guarded area first; should the sign-out land before the home page renders, the guard
  // sends someone who signed out home as well (RequireAuth), never to /login.
  const onSignOut = async () => {
    await navigate(paths.home);
    try {
      await signOut();
    } catch {
      toast.error('Sign out did not reach the server; you are signed out on this device.');
    }
  };
  return (
    <div className="mt-auto space-y-2 border-t border-slate-800 pt-4 text-sm">
      <p className="truncate px-3 text-slate-400" title={user?.email}>
        {user?.email}
      </p>
      <Link
        to={paths.home}
        className="flex items-center gap-3 rounded-lg px-3 py-2 text-slate-300 hover:bg-slate-800 hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to site
      </Link>
      <button
        type="button"
        onClick={() => void onSignOut()}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-slate-300 hover:bg-slate-800 hover:text-white"
      >
        <LogOut aria-hidden="true" className="size-4" /> Sign Out
      </button>
    </div>
  );
}
