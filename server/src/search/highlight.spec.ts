import { describe, expect, it } from '@jest/globals';
import { highlightField, parseMarked, renderHighlight, renderMarked } from './highlight.js';

describe('highlight', () => {
  const terms = [
    { word: 'godf', corrections: [] },
    { word: 'amelie', corrections: [] },
  ];

  it('marks the typed prefix and folds accents when matching', () => {
    expect(highlightField('The Godfather', terms)).toBe('The <mark>Godf</mark>ather');
    expect(highlightField('Amélie', terms)).toBe('<mark>Amélie</mark>');
  });

  it('marks a typo correction as a whole word', () => {
    expect(highlightField('The Godfather', [{ word: 'godfahter', corrections: ['godfather'] }])).toBe(
      'The <mark>Godfather</mark>',
    );
  });

  it('escapes the text so it is safe to render as HTML', () => {
    expect(highlightField(`<img src=x onerror="alert('godf')"> Godfather & co`, terms)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;<mark>godf</mark>&#39;)&quot;&gt; <mark>Godf</mark>ather &amp; co',
    );
  });

  it('crops long text around the first match', () => {
    const text = `${'word '.repeat(100)}the godfather ${'tail '.repeat(100)}`;
    const html = renderHighlight(text, [[text.indexOf('godfather'), text.indexOf('godfather') + 4]], 80);
    expect(html.startsWith('…')).toBe(true);
    expect(html.endsWith('…')).toBe(true);
    expect(html).toContain('<mark>godf</mark>');
  });

  it("turns an engine's sentinel-marked text into escaped HTML", () => {
    expect(parseMarked('a \u0001b\u0002 c', '\u0001', '\u0002')).toEqual({ text: 'a b c', ranges: [[2, 3]] });
    expect(renderMarked('<\u0001x\u0002>', '\u0001', '\u0002')).toBe('&lt;<mark>x</mark>&gt;');
  });
});
