import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SETTINGS } from '../settings/index.js';
import { contentSecurityPolicy, renderIndexHtml } from './index-html.js';

const template = `<!doctype html><html><head><title>x</title>
<meta name="description" content="old" />
<meta name="keywords" content="old" />
<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

describe('renderIndexHtml', () => {
  it('fills the title, description and keywords from the settings, escaped', () => {
    const html = renderIndexHtml(
      template,
      { ...DEFAULT_SETTINGS, site_title: 'Reel "Atlas" <b>', site_description: 'D & D' },
      'n0nce',
    );
    expect(html).toContain('<title>Discover Movie Filming Locations | Reel &quot;Atlas&quot; &lt;b&gt;</title>');
    expect(html).toContain('<meta name="description" content="D &amp; D" />');
    expect(html).toContain(`<meta name="keywords" content="${DEFAULT_SETTINGS.meta_keywords}" />`);
  });

  it('injects the header and footer snippets and puts the nonce on every script', () => {
    const html = renderIndexHtml(
      template,
      {
        ...DEFAULT_SETTINGS,
        header_scripts: '<script>window.h=1</script>',
        footer_scripts: '<script src="https://x.example/f.js"></script>',
      },
      'n0nce',
    );
    expect(html).toMatch(/<script nonce="n0nce">window.h=1<\/script>\n<\/head>/);
    expect(html).toMatch(/<script nonce="n0nce" src="https:\/\/x.example\/f.js"><\/script>\n<\/body>/);
    expect(html).toContain('<script nonce="n0nce" type="module" src="/assets/index.js">');
  });
});

describe('renderIndexHtml with a page head', () => {
  const page = {
    title: 'Pier 17 – Film $& Co',
    description: 'A pier </script><script>alert(1)</script>',
    modules: ['/assets/LocationRoute-abc.js'],
    image: '/images/pier.jpg',
    data: { '/api/locations/pier': { name: 'Pier </script><!-- & co' } },
  };

  it("uses the page's title and description, escaped, with the site title", () => {
    const html = renderIndexHtml(template, DEFAULT_SETTINGS, 'n0nce', page);
    expect(html).toContain('<title>Pier 17 – Film $&amp; Co | ReelAtlas.com</title>');
    expect(html).toContain(
      '<meta name="description" content="A pier &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
  });

  it('writes files to prefetch later as links inside an inert template (no prefetch while the page loads)', () => {
    const html = renderIndexHtml(template, DEFAULT_SETTINGS, 'n0nce', {
      modules: [],
      prefetch: ['/assets/maplibre-renderer-1.js', '/assets/a"b.css'],
    });
    expect(html).toContain(
      '<template id="prefetch-later"><link rel="prefetch" href="/assets/maplibre-renderer-1.js" /><link rel="prefetch" href="/assets/a&quot;b.css" /></template>',
    );
    expect(html.replace(/<template[\s\S]*?<\/template>/, '')).not.toContain('rel="prefetch"');
    expect(renderIndexHtml(template, DEFAULT_SETTINGS, 'n0nce', { modules: [], prefetch: [] })).not.toContain(
      'prefetch-later',
    );
  });

  it('preloads the page chunk and its image, and carries its data as JSON no value can break out of', () => {
    const html = renderIndexHtml(template, DEFAULT_SETTINGS, 'n0nce', page);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/LocationRoute-abc.js" />');
    expect(html).toContain(
      '<script nonce="n0nce" type="application/json" id="page-data">{"/api/locations/pier":{"name":"Pier \\u003c/script\\u003e\\u003c!-- \\u0026 co"}}</script>',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/images/pier.jpg" fetchpriority="high" />');
  });

  it('writes the canonical URL, the share card, the JSON-LD and the summary in #root, literally', () => {
    const html = renderIndexHtml(template, DEFAULT_SETTINGS, 'n0nce', {
      ...page,
      canonical: 'https://x.example/locations/pier',
      shareImage: 'https://x.example/images/pier.jpg',
      ogType: 'place',
      jsonLd: [{ '@type': 'Place', name: '</script>' }],
      summary: '<div class="ssr"><h1>Pier $&amp; $1</h1></div>',
    });
    expect(html).toContain('<link rel="canonical" href="https://x.example/locations/pier" />');
    expect(html).toContain('<meta property="og:type" content="place" />');
    expect(html).toContain('<meta property="og:url" content="https://x.example/locations/pier" />');
    expect(html).toContain('<meta property="og:title" content="Pier 17 – Film $&amp; Co | ReelAtlas.com" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<script nonce="n0nce" type="application/ld+json">{"@type":"Place","name":"\\u003c/script\\u003e"}</script>',
    );
    expect(html).toContain('<div id="root"><div class="ssr"><h1>Pier $&amp; $1</h1></div></div>');
  });

  it("fetches the app's scripts at low priority when the page's content is in the HTML, never the admin's", () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      header_scripts: '<script type="module" src="https://x.example/a.js"></script>',
    };
    const withSummary = renderIndexHtml(template, settings, 'n0nce', { ...page, summary: '<div class="ssr"></div>' });
    expect(withSummary).toContain('<script nonce="n0nce" type="module" fetchpriority="low" src="/assets/index.js">');
    expect(withSummary).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/LocationRoute-abc.js" fetchpriority="low" />',
    );
    expect(withSummary).toContain('<script nonce="n0nce" type="module" src="https://x.example/a.js">');
    // Without content in the HTML (e.g. the admin area) the app is what the visitor waits for.
    const withoutSummary = renderIndexHtml(template, settings, 'n0nce', page);
    expect(withoutSummary).not.toContain('fetchpriority="low"');
  });

  it('falls back to the home title and the site description without a page head', () => {
    const html = renderIndexHtml(template, DEFAULT_SETTINGS, 'n0nce');
    expect(html).toContain('<title>Discover Movie Filming Locations | ReelAtlas.com</title>');
    expect(html).not.toContain('rel="preload"');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only nonce-bearing scripts and forbids plugins', () => {
    const csp = contentSecurityPolicy('abc');
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
  });
});
