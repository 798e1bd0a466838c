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

describe('toTsquery: split and joined words', () => {
  it('lets a word stand for two adjacent words ("lala" → "la la")', () => {
    expect(toTsquery([{ word: 'lala', corrections: [], splits: [['la', 'la']] }])).toBe("('lala':* | 'la' <-> 'la':*)");
  });

  it('lets two words stand for one ("ghost busters" → "ghostbusters"), never without corrections', () => {
    const terms = [
      { word: 'ghost', corrections: [], joinsNext: true },
      { word: 'busters', corrections: [] },
    ];
    expect(toTsquery(terms)).toBe("('ghost':* & 'busters':*) | ('ghostbusters':*)");
    expect(toTsquery(terms, { corrections: false })).toBe("'ghost':* & 'busters':*");
  });
});
