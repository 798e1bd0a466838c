import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { SettingsProvider } from '@/lib/settings/SettingsProvider';

/** A query client per test: no retries (a failure shows at once), nothing cached across tests. */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Shows where the app navigated to, so tests can assert it the way a user sees the address bar. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options {
  /** Where the test starts: a URL, or a location with router state (e.g. where a sign-in came from). */
  route?: string | { pathname: string; state?: unknown };
  queryClient?: QueryClient;
}

/** Renders `ui` inside the app's providers (settings, auth), a router at `route`, and the toaster. */
export function renderApp(ui: ReactElement, { route = '/', queryClient = createTestQueryClient() }: Options = {}) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <SettingsProvider>
          <AuthProvider>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          </AuthProvider>
        </SettingsProvider>
        <CurrentLocation />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
