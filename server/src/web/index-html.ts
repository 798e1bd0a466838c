import type { SiteSettings } from '../settings/index.js';
import type { PageHead } from './page-head.js';

/** The client's title for pages without one of their own (lib/settings/use-page-meta.ts). */
const HOME_TITLE = 'Discover Movie Filming Locations';

/**
 * Fills the built index.html for one request: title and meta from the page and the settings,
 * preload hints (see page-head.ts), the admin's header/footer snippets, and a
 * per-request CSP nonce on every <script>.
 * The snippets are trusted admin input by design (SPEC §1); the nonce plus
 * 'strict-dynamic' lets exactly these scripts (and what they load) run, and nothing
 * injected elsewhere.
 */
export function renderIndexHtml(
  template: string,
  settings: SiteSettings,
  nonce: string,
  page: PageHead = { modules: [], fetches: [] },
): string {
  const withSnippets = template
    // Replacer functions: a '$&' in an admin snippet or a page's text must stay literal.
    .replace('</head>', () => `${pageHints(page)}${settings.header_scripts ?? ''}\n</head>`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${settings.footer_scripts ?? ''}\n</body>`);
  const title = `${page.title ?? HOME_TITLE} | ${settings.site_title}`;
  return withSnippets
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(page.description || settings.site_description)}" />`,
    )
    .replace(
      /<meta name="keywords"[^>]*>/,
      () => `<meta name="keywords" content="${escapeHtml(settings.meta_keywords)}" />`,
    )
    .replace(/<script(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`);
}

function pageHints(page: PageHead): string {
  const tags = page.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);
  if (page.image) tags.push(`<link rel="preload" as="image" href="${escapeHtml(page.image)}" fetchpriority="high" />`);
  // crossorigin: the client's fetch() is a CORS-mode request; a preload only serves a matching one.
  for (const href of page.fetches)
    tags.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}" />`);
  return tags.map((tag) => `${tag}\n`).join('');
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // https: is ignored by browsers that honour 'strict-dynamic'; it keeps old ones working.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https:`,
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https:",
    "connect-src 'self' https:",
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Pages where the admin's header/footer snippets never run: the admin area and the sign-in forms. */
const SCRIPT_FREE_PATH = /^\/(admin|login|register)(\/|$)/;

/**
 * The settings to render a path with: the snippets (ads, analytics) are for public pages only, so a
 * third-party script can never read the admin screens or a password field.
 */
export function settingsForPath(path: string, settings: SiteSettings): SiteSettings {
  return SCRIPT_FREE_PATH.test(path) ? { ...settings, header_scripts: '', footer_scripts: '' } : settings;
}
