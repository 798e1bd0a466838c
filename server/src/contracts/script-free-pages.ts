import { sectionOf } from './page-paths.js';
import { PAGE_ROUTE_LIST } from './page-routes.js';

/**
 * The pages the admin's header/footer snippets (SPEC §1: ads, analytics) never run on: the sections
 * of the private pages of the page table (contracts/page-routes.ts) — the admin area, sign-in and
 * registration, the account page, and the password and email flows, whose screens hold passwords,
 * one-time tokens in the URL or admin data. One rule for both sides: the server leaves the snippets
 * out of these documents (server/src/web/settings-for-path.ts) and the client never shows these
 * screens in a document that carries them (client/src/app/InjectedScriptsGuard.tsx).
 */
export const SCRIPT_FREE_SECTIONS: readonly string[] = [
  ...new Set(PAGE_ROUTE_LIST.filter((route) => route.private).map((route) => sectionOf(route.path))),
];

/**
 * The key of the page data (PAGE_DATA_ID) saying the document carries the snippets. It is not an
 * API path, so it never collides with the answers kept beside it.
 */
export const INJECTED_SCRIPTS_KEY = 'injected-scripts';

/**
 * Percent-decoding rounds before a path is taken as it is: a browser and the client's router decode
 * once, so a path still encoded after this many rounds is nobody's real page; each round walks the
 * whole path, so the limit also bounds the work one request can ask for.
 */
const DECODE_ROUNDS = 4;

/**
 * Whether `pathname` (raw as the server receives it, or as the router holds it) is one of those
 * pages. It is read the way the most lenient reader would: decoded until stable, with runs of
 * slashes and backslashes as one, and case-folded, since the client's router matches
 * case-insensitively after decoding (`/ADMIN/settings`, `/%61dmin/settings` show the admin area).
 * A path that stays encoded past the rounds counts as script-free.
 */
export function isScriptFreePath(pathname: string): boolean {
  const decoded = decodeFully(pathname);
  if (decoded === null) return true;
  const section =
    decoded
      .replace(/[\\/]+/g, '/')
      .toLowerCase()
      .split('/')[1] ?? '';
  return SCRIPT_FREE_SECTIONS.includes(section);
}

function decodeFully(pathname: string): string | null {
  let path = pathname;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const next = decodeOnce(path);
    if (next === path) return path;
    path = next;
  }
  return decodeOnce(path) === path ? path : null;
}

/** A malformed escape (`%zz`, a lone `%ff`) leaves the rest still decoded: `/%61dmin/%ff` is /admin. */
function decodeOnce(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}
