import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { AuthUser } from '@contracts';
import { accountLinks } from './account-links';
import { UserIdentity } from './UserIdentity';
import { useSignOut } from './use-sign-out';

const itemClass =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-200 transition hover:bg-white/5 hover:text-white focus-visible:bg-white/5 focus-visible:outline-none';

/**
 * The desktop header's user menu: the display name opens a panel with the account's email, Your
 * Account, My Places, My Trips, My Contributions, Admin Dashboard (admins) and Sign Out. A disclosure (button + panel of links), so Tab
 * and the screen reader's link list reach every item without menu-role key handling.
 */
export function AccountMenu({ user, isAdmin }: { user: AuthUser; isAdmin: boolean }) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const { pathname } = useLocation();
  // Open only on the path it was opened on: any navigation closes it.
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const signOut = useSignOut();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !rootRef.current?.contains(target as Node);
    const onPointerDown = (event: PointerEvent) => outside(event.target) && setOpenOn(null);
    const onFocusIn = (event: FocusEvent) => outside(event.target) && setOpenOn(null);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${user.display_name}, account menu`}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex max-w-[14rem] min-w-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-200 transition hover:bg-white/5 hover:text-white focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none"
      >
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-amber-500" />
        <span className="truncate">{user.display_name}</span>
        <ChevronDown aria-hidden="true" className={`size-4 shrink-0 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute top-full right-0 z-50 mt-2 w-80 rounded-xl border border-slate-700 bg-slate-900 p-2 shadow-2xl shadow-black/50"
        >
          <div className="px-3 pt-2 pb-3">
            <UserIdentity user={user} />
          </div>
          <ul className="border-t border-slate-800 pt-2">
            {accountLinks(isAdmin).map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} onClick={close} className={itemClass}>
                  <Icon aria-hidden="true" className="size-4 text-amber-500" /> {label}
                </Link>
              </li>
            ))}
            <li className="mt-2 border-t border-slate-800 pt-2">
              <button
                type="button"
                onClick={() => {
                  close();
                  void signOut();
                }}
                className={itemClass}
              >
                <LogOut aria-hidden="true" className="size-4 text-slate-400" /> Sign Out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
