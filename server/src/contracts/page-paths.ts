import { PAGE_ROUTE_LIST, PAGE_ROUTES, type PageKey, type PageRoute } from './page-routes.js';

/** The parameters of a path pattern, in order, as a tuple of strings (`/trips/:id` → [string]). */
type ParamsOf<Pattern extends string> = Pattern extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamsOf<Rest>]
  : Pattern extends `${string}:${string}`
    ? [string]
    : [];

/** A page's path helper: the path itself, or a function of its parameters. */
export type PathTo<Pattern extends string> =
  ParamsOf<Pattern> extends [] ? Pattern : (...values: ParamsOf<Pattern>) => string;

const PARAM = /:[^/]+/g;

/** `pattern` with its parameters replaced by `values` in order, each URL-encoded (a slug is one segment). */
export function pathTo(pattern: string, values: readonly string[]): string {
  let next = 0;
  return pattern.replace(PARAM, () => encodeURIComponent(values[next++] ?? ''));
}

export function hasParams(route: Pick<PageRoute, 'path'>): boolean {
  return route.path.includes(':');
}

function pathHelper(pattern: string): string | ((...values: string[]) => string) {
  return pattern.includes(':') ? (...values: string[]) => pathTo(pattern, values) : pattern;
}

/** Every page's path helper, by the page's name: `PAGE_PATHS.movies`, `PAGE_PATHS.movie(slug)`. */
export const PAGE_PATHS = Object.fromEntries(PAGE_ROUTE_LIST.map((route) => [route.key, pathHelper(route.path)])) as {
  [Key in PageKey]: PathTo<(typeof PAGE_ROUTES)[Key]['path']>;
};

export interface PageMatch {
  key: PageKey;
  route: PageRoute;
  /** The parameters as they stand in the path (still percent-encoded). */
  params: Record<string, string>;
}

/** Fewer parameters first, so a fixed path wins over a pattern that also fits it (/404 over /:slug). */
const RANKED = [...PAGE_ROUTE_LIST]
  .sort((a, b) => paramCount(a.path) - paramCount(b.path))
  .map((route) => ({ route, pattern: segmentsOf(route.path) ?? [] }));

/**
 * The page a request path shows, as the server reads it: case-sensitive, one optional trailing
 * slash, each parameter one non-empty segment. (The client's router also folds case and decodes;
 * a path it reads differently gets no more than the app's own head.)
 */
export function matchPageRoute(pathname: string): PageMatch | null {
  const segments = segmentsOf(pathname);
  if (!segments) return null;
  for (const { route, pattern } of RANKED) {
    const params = matchSegments(pattern, segments);
    if (params) return { key: route.key, route, params };
  }
  return null;
}

function segmentsOf(pathname: string): string[] | null {
  if (pathname === '/') return [];
  const inner = pathname.endsWith('/') ? pathname.slice(1, -1) : pathname.slice(1);
  const segments = inner.split('/');
  return segments.every(Boolean) ? segments : null;
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = segments[i];
    else if (part !== segments[i]) return null;
  }
  return params;
}

function paramCount(pattern: string): number {
  return pattern.match(PARAM)?.length ?? 0;
}

/** A path's first segment: the section of the site it belongs to (`/admin/movies` → `admin`). */
export function sectionOf(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/**
 * The first segments the app's own pages take (all but the CMS page's `/:slug`): a CMS page with
 * such a slug would never be shown, so it may not take one (admin-rules.ts) and is not listed.
 */
export const APP_SECTIONS: ReadonlySet<string> = new Set(
  PAGE_ROUTE_LIST.map((route) => sectionOf(route.path)).filter((section) => section && !section.startsWith(':')),
);
