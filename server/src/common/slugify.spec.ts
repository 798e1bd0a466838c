import { describe, expect, it } from '@jest/globals';
import { slugify, uniqueSlug } from './slugify.js';

describe(slugify.name, () => {
  it.each([
    ['The Godfather (1972)', 'the-godfather-1972'],
    ['  Amélie  ', 'amelie'],
    ['Café des 2 Moulins — Paris', 'cafe-des-2-moulins-paris'],
    ['千と千尋', ''],
  ])('turns %p into %p', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe(uniqueSlug.name, () => {
  it('adds a numeric suffix on a clash and falls back for empty bases', () => {
    const taken = new Set(['paris']);
    expect(uniqueSlug('paris', taken, 'location')).toBe('paris-2');
    expect(uniqueSlug('paris', taken, 'location')).toBe('paris-3');
    expect(uniqueSlug('', taken, 'location')).toBe('location');
  });
});
