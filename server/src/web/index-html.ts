import type { SiteSettings } from '../settings/default-settings.js';

/**
 * Fills the built index.html for one request: title and meta from the settings, the
 * admin's header/footer snippets, and a per-request CSP nonce on every <script>.
 * The snippets are trusted admin input by design (SPEC §1); the nonce plus
 * 'strict-dynamic' lets exactly these scripts (and what they load) run, and nothing
 * injected elsewhere.
 */
export function renderIndexHtml(template: string, settings: SiteSettings, nonce: string): string {
  const withSnippets = template
    .replace('</head>', `${settings.header_scripts ?? ''}\n</head>`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/, `${settings.footer_scripts ?? ''}\n</body>`);
  return withSnippets
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(`Discover Movie Filming Locations | ${settings.site_title}`)}</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(settings.site_description)}" />`)
    .replace(/<meta name="keywords"[^>]*>/, `<meta name="keywords" content="${escapeHtml(settings.meta_keywords)}" />`)
    .replace(/<script(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`);
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
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
