import { describe, expect, it } from '@jest/globals';
import { quote } from './meilisearch-filter.js';
import { LOCATIONS_SETTINGS, MOVIES_SETTINGS } from './meilisearch-settings.js';

describe('Meilisearch filter values', () => {
  it('escapes the quote only: v1.12 keeps other backslashes as they are', () => {
    expect(quote('Côte d"Ivoire')).toBe('"Côte d\\"Ivoire"');
    expect(quote('a\\b')).toBe('"a\\b"');
  });

  it('drops trailing backslashes, which would escape the closing quote', () => {
    expect(quote('italy\\\\')).toBe('"italy"');
  });
});

describe('Meilisearch settings', () => {
  it('rank the shorter of two equally relevant titles first, before the newer (exact title first)', () => {
    const rules = MOVIES_SETTINGS.rankingRules ?? [];
    expect(rules.indexOf('title_words:asc')).toBeGreaterThan(rules.indexOf('exactness'));
    expect(rules.indexOf('title_words:asc')).toBeLessThan(rules.indexOf('year:desc'));
  });

  it('send no synonym Meilisearch would drop (& is a separator there, not a word)', () => {
    for (const settings of [MOVIES_SETTINGS, LOCATIONS_SETTINGS]) {
      expect(Object.keys(settings.synonyms ?? {})).not.toContain('&');
      expect(settings.synonyms).toMatchObject({ st: ['saint', 'street'] });
    }
  });
});
