import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { PAGE_LAYOUTS, PAGE_ROUTE_LIST, pathTo } from '@contracts';
import { appRoutes, pageModule } from './router';

/**
 * The router is derived from the page table (contracts/page-routes.ts): these checks fail when a
 * page is declared there and not routed here, routed without being declared, or has no module.
 * (server/src/web/page-table.spec.ts checks the server's heads, chunks and sitemap the same way.)
 */
const routes = appRoutes(new QueryClient());

/** The routes of the tree that carry a page of the table (its id), with their full paths. */
function pagesOf(tree: RouteObject[], parentPath = '/'): { id: string; path: string }[] {
  return tree.flatMap((route) => {
    const path = route.index ? parentPath : (route.path ?? parentPath);
    const own = route.id && (route.index || route.path) ? [{ id: route.id, path }] : [];
    return [...own, ...pagesOf(route.children ?? [], path)];
  });
}

const samplePath = (pattern: string) => pathTo(pattern, Array<string>(8).fill('a b'));

describe('the router', () => {
  it('has a route for every page of the table, at its path, and no other page', () => {
    const routed = pagesOf(routes).sort((a, b) => a.id.localeCompare(b.id));
    const declared = PAGE_ROUTE_LIST.map(({ key, path }) => ({ id: key, path })).sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    expect(routed).toEqual(declared);
  });

  it.each(PAGE_ROUTE_LIST.map((route) => [route.key, route.path] as const))(
    'shows %s at its path, as the server reads it',
    (key, pattern) => {
      expect(matchRoutes(routes, samplePath(pattern))?.at(-1)?.route.id).toBe(key);
    },
  );

  it('has a module for every page and layout, and no page module the table does not name', () => {
    const named = new Set([...PAGE_ROUTE_LIST, ...PAGE_LAYOUTS].map((route) => route.page));
    for (const page of named) expect([page, pageModule(page) !== undefined]).toEqual([page, true]);
    const modules = Object.keys(import.meta.glob('./routes/**/*Route.tsx')).map((file) =>
      file.replace(/^\.\/routes\/(.*)\.tsx$/, '$1'),
    );
    for (const page of modules) expect([page, named.has(page)]).toEqual([page, true]);
  });

  it('sends unknown paths home, and unknown admin paths to the dashboard', () => {
    expect(matchRoutes(routes, '/movies/a/b')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(routes, '/admin/nothing/here')?.at(-2)?.route.path).toBe('/admin');
  });
});

describe('paths', () => {
  it('URL-encodes every slug and id', () => {
    expect(paths.movie('a b/c')).toBe('/movies/a%20b%2Fc');
    expect(paths.location('ö?x')).toBe('/locations/%C3%B6%3Fx');
    expect(paths.cmsPage('a#b')).toBe('/a%23b');
    expect(paths.adminMovie('1/2')).toBe('/admin/movies/1%2F2');
    expect(paths.mapForMovie('a&b')).toBe('/map?movie=a%26b');
  });
});
