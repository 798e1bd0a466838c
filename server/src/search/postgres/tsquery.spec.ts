import { describe, expect, it } from '@jest/globals';
import { toTsquery } from './tsquery.js';

describe(toTsquery.name, () => {
  const terms = [
    { word: 'godfahter', corrections: ['godfather'] },
    { word: 'part', corrections: [] },
  ];

  it('requires every word, as a prefix or through a typo correction', () => {
    expect(toTsquery(terms)).toBe("('godfahter':* | 'godfather') & 'part':*");
  });

  it('restricts to the title/name weight and can leave corrections out', () => {
    expect(toTsquery(terms, { weight: 'A' })).toBe("('godfahter':*A | 'godfather':A) & 'part':*A");
    expect(toTsquery(terms, { corrections: false })).toBe("'godfahter':* & 'part':*");
  });
});
