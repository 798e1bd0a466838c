import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useRouteError } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { isScriptFreePath } from '@contracts/script-free-pages';
import { paths } from '@/config/paths';
import { markInjectedScript } from '@/lib/injected-scripts';
import { documentLoad, InjectedScriptsGuard, screenDecision } from './InjectedScriptsGuard';

describe('screenDecision', () => {
  it.each(['/', '/movies', '/about', '/administration'])('renders the public page %s in any document', (path) => {
    expect(screenDecision(path, true, '/')).toBe('render');
  });

  it.each([
    '/admin/settings',
    '/ADMIN/settings',
    '/Admin/settings',
    '/%61dmin/settings',
    '/account',
    '/reset-password',
    '/login',
  ])('loads %s as a new document after injected scripts ran', (path) => {
    expect(screenDecision(path, false, '/')).toBe('render');
    expect(screenDecision(path, true, '/movies')).toBe('new-document');
  });

  it('refuses a protected screen in a document served for one that carries injected scripts', () => {
    expect(screenDecision('/admin', true, '/Admin/settings')).toBe('refuse');
  });
});

describe('the app paths', () => {
  // A new path fails here until someone decides whether the admin's snippets may run on it.
  const PUBLIC = ['home', 'movies', 'movie', 'location', 'map', 'mapForMovie', 'search', 'cmsPage', 'notFound'];

  it.each(Object.entries(paths))('%s is public or script-free, as decided', (name, path) => {
    const pathname = typeof path === 'function' ? path('x') : path;
    expect(isScriptFreePath(pathname)).toBe(!PUBLIC.includes(name));
  });
});

function RefusedScreen() {
  return <p>Refused: {String(useRouteError())}</p>;
}

/** The app's shape: the guard around the layout, the screens inside it. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <InjectedScriptsGuard>
            <Outlet />
          </InjectedScriptsGuard>
        ),
        errorElement: <RefusedScreen />,
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'admin/settings', element: <p>Admin settings</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe(InjectedScriptsGuard.name, () => {
  it('shows every screen in a document without injected scripts', async () => {
    const reload = vi.spyOn(documentLoad, 'reload').mockImplementation(() => {});
    const router = renderAt('/');
    await act(() => router.navigate('/admin/settings'));
    expect(screen.getByText('Admin settings')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the admin area as a new document, keeping the navigation state, once a script was added', async () => {
    const reload = vi.spyOn(documentLoad, 'reload').mockImplementation(() => {});
    markInjectedScript();
    const router = renderAt('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
    await act(() => router.navigate('/ADMIN/settings', { state: { from: '/movies' } }));
    expect(screen.queryByText('Admin settings')).not.toBeInTheDocument();
    expect(reload).toHaveBeenCalled();
    // The entry the reload fetches is the admin screen's, with its state.
    expect(router.state.location).toMatchObject({ pathname: '/ADMIN/settings', state: { from: '/movies' } });
  });
});
