import { describe, expect, it } from '@jest/globals';
import { metaDescriptionOf, sanitizePageHtml } from './page-html.js';

describe('sanitizePageHtml', () => {
  it('keeps formatting and links but drops scripts, handlers and javascript: URLs', () => {
    const dirty =
      '<h2>Hi</h2><p onclick="x()">Text <a href="javascript:alert(1)">bad</a> <a href="/map">map</a></p><script>alert(1)</script>';
    const clean = sanitizePageHtml(dirty);
    expect(clean).toBe('<h2>Hi</h2><p>Text <a>bad</a> <a href="/map">map</a></p>');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizePageHtml('<a href="https://example.org" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('metaDescriptionOf', () => {
  it('is the first 160 characters of the text, without tags and with entities decoded', () => {
    const html = `<h2>About</h2><p>Fish &amp; chips ${'x'.repeat(300)}</p>`;
    const meta = metaDescriptionOf(html);
    expect(meta).toHaveLength(160);
    expect(meta.startsWith('About Fish & chips x')).toBe(true);
  });

  it('returns short text whole', () => {
    expect(metaDescriptionOf('<p>Short.</p>')).toBe('Short.');
  });
});
