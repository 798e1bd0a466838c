import { Outlet, useLocation } from 'react-router-dom';
import { OfflineBadge } from '@/lib/offline/OfflineBadge';
import { PAGE_ROUTE_LIST, sectionOf } from '@contracts';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

/**
 * SPEC §2: header and footer are hidden on /admin, /login and /register (and the other sign-in
 * pages): the sections of the page table's chromeless pages.
 */
const CHROMELESS_SECTIONS = new Set(
  PAGE_ROUTE_LIST.filter((route) => route.chromeless).map((route) => sectionOf(route.path)),
);

export function AppLayout() {
  const { pathname } = useLocation();
  const chromeless = CHROMELESS_SECTIONS.has(sectionOf(pathname));
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      {!chromeless && (
        <a
          href="#main"
          className="sr-only z-[60] rounded-lg bg-amber-500 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
      )}
      {!chromeless && <Header />}
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. At least a
          screen high: the footer starts below the fold, so a page growing from its loading state to its
          content never pushes a visible footer (layout shift). */}
      <main
        id="main"
        tabIndex={-1}
        className={chromeless ? 'flex-1 outline-none' : 'min-h-svh flex-1 pt-16 outline-none'}
      >
        <OfflineBadge />
        <Outlet />
      </main>
      {!chromeless && <Footer />}
    </div>
  );
}
