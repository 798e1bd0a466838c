import { PAGE_DATA_ID, PREFETCH_LATER_ID } from '../contracts/index.js';
import { INJECTED_SCRIPTS_KEY } from '../contracts/script-free-pages.js';
import type { SiteSettings } from '../settings/index.js';
import { escapeHtml } from '../common/html-escape.js';
import type { PageHead } from './page-head.js';
import { SUMMARY_CSS } from './page-summary.js';
import { carriesInjectedScripts } from './settings-for-path.js';
import { jsonLdScript, jsonScript } from './structured-data.js';

/** The client's title for pages without one of their own (lib/settings/use-page-meta.ts). */
const HOME_TITLE = 'Discover Movie Filming Locations';

/**
 * Fills the built index.html for one request: title and meta from the page and the settings,
 * preload hints (see page-heads.ts), the admin's header/footer snippets, and a
 * per-request CSP nonce on every <script>.
 * The snippets are trusted admin input by design (SPEC §1); the nonce plus
 * 'strict-dynamic' lets exactly these scripts (and what they load) run, and nothing
 * injected elsewhere.
 */
export function renderIndexHtml(
  template: string,
  settings: SiteSettings,
  nonce: string,
  page: PageHead = { modules: [] },
): string {
  const title = `${page.title ?? HOME_TITLE} | ${settings.site_title}`;
  const description = page.description || settings.site_description;
  const hints = pageHints(withScriptsFlag(page, settings));
  const withSnippets = (page.summary ? scriptsAfterContent(template) : template)
    // Replacer functions: a '$&' in an admin snippet or a page's text must stay literal.
    .replace(
      '</head>',
      () => `${hints}${shareTags(page, title, description, settings)}${settings.header_scripts ?? ''}\n</head>`,
    )
    .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${settings.footer_scripts ?? ''}\n</body>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.summary ?? ''}</div>`);
  return withSnippets
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace(
      /<meta name="keywords"[^>]*>/,
      () => `<meta name="keywords" content="${escapeHtml(settings.meta_keywords)}" />`,
    )
    .replace(/<script(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`);
}

/**
 * A page whose content is in the HTML (the server summary) is readable before any script runs, so
 * the app's own scripts and module preloads are fetched at low priority: on a slow connection the
 * stylesheet and the page's main picture come first, and the first paint never waits for the app.
 * Only the built template's tags: the admin's snippets are left as written.
 */
function scriptsAfterContent(template: string): string {
  return template.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * A document with the snippets says so in its page data: the client then loads the screens that
 * must never share a page with them (contracts/script-free-pages.ts) as a new document.
 */
function withScriptsFlag(page: PageHead, settings: SiteSettings): PageHead {
  return carriesInjectedScripts(settings) ? { ...page, data: { ...page.data, [INJECTED_SCRIPTS_KEY]: true } } : page;
}

function pageHints(page: PageHead): string {
  const low = page.summary ? ' fetchpriority="low"' : '';
  const tags = page.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}"${low} />`);
  for (const href of page.fetches ?? [])
    tags.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}" fetchpriority="low" />`);
  if (page.image) tags.push(`<link rel="preload" as="image" href="${escapeHtml(page.image)}" fetchpriority="high" />`);
  if (page.prefetch?.length) {
    const links = page.prefetch.map((href) => `<link rel="prefetch" href="${escapeHtml(href)}" />`).join('');
    tags.push(`<template id="${PREFETCH_LATER_ID}">${links}</template>`);
  }
  if (page.data) tags.push(jsonScript(PAGE_DATA_ID, page.data));
  return tags.map((tag) => `${tag}\n`).join('');
}

/**
 * Canonical URL, OpenGraph and Twitter card, JSON-LD and the summary's styles. The client keeps
 * the canonical and og:* in step on in-app navigation (lib/settings/use-page-meta.ts), so no tag
 * is ever doubled; the JSON-LD describes the document's first page and says so (data-path).
 */
function shareTags(page: PageHead, title: string, description: string, settings: SiteSettings): string {
  const tags: string[] = [];
  if (page.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (page.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(page.canonical)}" />`);
  const og: [string, string | undefined][] = [
    ['og:site_name', settings.site_title],
    ['og:type', page.ogType ?? 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', page.canonical],
    ['og:image', page.shareImage],
  ];
  for (const [property, content] of og)
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  tags.push(`<meta name="twitter:card" content="${page.shareImage ? 'summary_large_image' : 'summary'}" />`);
  tags.push(`<meta name="twitter:title" content="${escapeHtml(title)}" />`);
  tags.push(`<meta name="twitter:description" content="${escapeHtml(description)}" />`);
  if (page.shareImage) tags.push(`<meta name="twitter:image" content="${escapeHtml(page.shareImage)}" />`);
  if (page.jsonLd?.length) tags.push(jsonLdScript(page.jsonLd));
  if (page.summary) tags.push(`<style>${SUMMARY_CSS}</style>`);
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

export { escapeHtml };
