import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useSettings } from '@/lib/settings/SettingsProvider';
import { PRIMARY_NAV } from './nav-links';
import { SiteLogo } from './SiteLogo';
import { UserMenu } from './UserMenu';
import { useScrolledPast } from './use-scrolled-past';

/** SPEC §9: the header's background changes after 10 px of scroll. */
const SCROLL_THRESHOLD = 10;
const PANEL_ID = 'mobile-menu';

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `relative rounded-lg px-3 py-2 text-sm font-medium transition after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition ${
    isActive
      ? 'text-amber-400 after:bg-amber-400'
      : 'text-slate-300 after:bg-transparent hover:bg-white/5 hover:text-white'
  }`;

const panelLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-4 py-3 text-base font-medium transition ${
    isActive ? 'bg-amber-500/10 text-amber-400' : 'text-slate-200 hover:bg-white/5 hover:text-white'
  }`;

export function Header() {
  const { settings } = useSettings();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  // The panel is open only for the path it was opened on, so any route change closes it (SPEC §2).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const solid = scrolled || open;
  return (
    <>
      {open && (
        // Outside the header: its backdrop-filter would make it the containing block of a fixed child.
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm md:hidden"
          onClick={close}
        />
      )}
      <header
        data-scrolled={scrolled ? 'true' : 'false'}
        className={`fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,box-shadow] duration-300 ${
          solid
            ? 'border-white/10 bg-slate-950/95 shadow-lg shadow-black/30 backdrop-blur-md'
            : 'border-transparent bg-gradient-to-b from-slate-950/80 to-slate-950/0'
        }`}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
          <SiteLogo title={settings.site_title} onNavigate={close} />

          <nav aria-label="Main" className="hidden flex-1 items-center justify-center gap-1 md:flex">
            {PRIMARY_NAV.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={desktopLink}>
                {link.label}
              </NavLink>
            ))}
          </nav>

          <div className="hidden md:block">
            <UserMenu variant="bar" />
          </div>

          <button
            ref={toggleRef}
            type="button"
            className="grid size-10 place-items-center rounded-lg text-slate-200 transition hover:bg-white/10 hover:text-white md:hidden"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>

        {/* Always in the DOM (hidden when closed) so aria-controls always points at it. */}
        <div
          id={PANEL_ID}
          hidden={!open}
          className="border-t border-white/10 bg-slate-950 px-4 pt-3 pb-6 shadow-2xl shadow-black/50 md:hidden"
        >
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {PRIMARY_NAV.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className={panelLink} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 border-t border-white/10 pt-5">
            {/* Rendered only while open: the account's email is on the page only in the opened menu. */}
            {open && <UserMenu variant="panel" onNavigate={close} />}
          </div>
        </div>
      </header>
    </>
  );
}
