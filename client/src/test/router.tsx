import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';

/** The address bar (data-testid="search") and the browser's Back button, for state kept in the URL. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => navigate({ search: '?q=from+a+link' })}>
        Follow a link
      </button>
    </>
  );
}

/** A `wrapper` for renderHook: a memory router at `url` with the address bar. */
export const routerAt =
  (url: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      {children}
      <AddressBar />
    </MemoryRouter>
  );
