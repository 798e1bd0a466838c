import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { PAGE_LAYOUTS, PAGE_ROUTE_LIST, UNKNOWN_PATH_FALLBACK, type PageKey, type PageRoute } from '@contracts';
import { InjectedScriptsGuard } from './InjectedScriptsGuard';
import { AppLayout } from './layout/AppLayout';
import { pageLoaders } from './page-loaders';
import { RouteError } from './routes/RouteError';

type PageModule = { default: ComponentType };
type Loaders = Partial<Record<PageKey, LoaderFunction>>;

/**
 * The page modules, each a lazy chunk of its own, so each screen only loads its own code (maps never
 * in the home bundle). The page table names them by their path below routes/ (contracts/page-routes.ts).
 */
const PAGE_MODULES = import.meta.glob<PageModule>('./routes/**/*Route.tsx');

/** The module the page table's `page` names, or undefined when routes/ has none. */
export function pageModule(page: string): (() => Promise<PageModule>) | undefined {
  return PAGE_MODULES[`./routes/${page}.tsx`];
}

/** A page's lazy route; a page the table names without a module fails when visited (and in router.test.tsx). */
function lazyPage(page: string): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const load = pageModule(page);
    if (!load) throw new Error(`The page table names ${page}, which client/src/app/routes does not have`);
    return { Component: (await load()).default };
  };
}

const isInside = (layoutPath: string) => (route: PageRoute) =>
  route.path === layoutPath || route.path.startsWith(`${layoutPath}/`);

/** A page of the table as a route of the router: its index route when it is at its parent's path. */
function pageRoute(route: PageRoute & { key: PageKey }, parentPath: string, loaders: Loaders): RouteObject {
  const at = route.path === parentPath ? { index: true as const } : { path: route.path };
  return { ...at, id: route.key, loader: loaders[route.key], lazy: lazyPage(route.page) };
}

/**
 * The route tree of the page table: every page under the app's layout, the pages of a layout of
 * their own (PAGE_LAYOUTS) under it, and where unknown paths go.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const loaders = pageLoaders(queryClient);
  const outside = PAGE_ROUTE_LIST.filter((route) => !PAGE_LAYOUTS.some((layout) => isInside(layout.path)(route)));
  const layouts = PAGE_LAYOUTS.map((layout): RouteObject => ({
    path: layout.path,
    lazy: lazyPage(layout.page),
    children: [
      ...PAGE_ROUTE_LIST.filter(isInside(layout.path)).map((route) => pageRoute(route, layout.path, loaders)),
      { path: '*', element: <Navigate to={layout.fallback} replace /> },
    ],
  }));
  return [
    {
      element: (
        <InjectedScriptsGuard>
          <AppLayout />
        </InjectedScriptsGuard>
      ),
      errorElement: <RouteError />,
      // Shown for the instant before the first lazy route arrives; same background as every page.
      hydrateFallbackElement: <div className="min-h-screen bg-slate-950" aria-busy="true" />,
      children: [
        ...outside.map((route) => pageRoute(route, '/', loaders)),
        ...layouts,
        { path: '*', element: <Navigate to={UNKNOWN_PATH_FALLBACK} replace /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
