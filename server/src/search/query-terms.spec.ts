import { describe, expect, it } from '@jest/globals';
import {
  allowedTypos,
  foldText,
  ignoredWords,
  oneEditAway,
  queryWords,
  relaxations,
  typoDistance,
  withinTypos,
  wordSplits,
} from './query-terms.js';

describe('query terms', () => {
  it('folds accents, ligatures and case like the database does', () => {
    expect(foldText('Amélie Œuvre Straße')).toBe('amelie oeuvre strasse');
  });

  it('splits a query into at most 8 letter/digit words, dropping punctuation that could reach a tsquery', () => {
    expect(queryWords(`  The God'father: & | ! <b>`)).toEqual(['the', 'god', 'father', 'b']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('allows one typo from 5 letters and two from 9', () => {
    expect([4, 5, 8, 9].map((n) => allowedTypos('x'.repeat(n)))).toEqual([0, 1, 1, 2]);
  });

  it('counts a swapped pair of letters as one typo', () => {
    expect(typoDistance('godfahter', 'godfather')).toBe(1);
    expect(typoDistance('amelei', 'amelie')).toBe(1);
    expect(typoDistance('paris', 'parks')).toBe(1);
    expect(typoDistance('rome', 'paris')).toBe(5);
  });
});

describe(relaxations.name, () => {
  it('leaves out one word before two, the last ones first, and never every word', () => {
    expect(relaxations(['a1', 'b2', 'c3'])).toEqual([['a1', 'b2'], ['a1', 'c3'], ['b2', 'c3'], ['a1'], ['b2'], ['c3']]);
    expect(relaxations(['only'])).toEqual([]);
  });

  it('tries at most ten narrower searches', () => {
    expect(relaxations(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toHaveLength(10);
  });
});

describe(ignoredWords.name, () => {
  it('names the words left out, repeats counted', () => {
    expect(ignoredWords(['la', 'la', 'lnd'], ['la', 'lnd'])).toEqual(['la']);
    expect(ignoredWords(['a', 'b'], ['a', 'b'])).toEqual([]);
  });
});

describe(wordSplits.name, () => {
  it('splits a compound into two words of 2+ letters', () => {
    expect(wordSplits('lala')).toEqual([['la', 'la']]);
    expect(wordSplits('davinci')).toContainEqual(['da', 'vinci']);
    expect(wordSplits('abc')).toEqual([]);
  });
});

describe(oneEditAway.name, () => {
  it('lists swaps, deletions, replacements and insertions, never the word itself', () => {
    const variants = oneEditAway('piont');
    expect(variants).toEqual(expect.arrayContaining(['point', 'pint', 'pinot', 'pionts', 'pilont']));
    expect(variants).not.toContain('piont');
    expect(variants.every((v) => typoDistance('piont', v) === 1)).toBe(true);
  });
});

describe(withinTypos.name, () => {
  it('agrees with typoDistance on a sample of pairs', () => {
    const words = [
      'godfather',
      'godfahter',
      'godfaaaather',
      'gladiator',
      'gladiatior',
      'observatory',
      'obsevatry',
      'x',
    ];
    for (const a of words)
      for (const b of words)
        for (const max of [0, 1, 2])
          expect([a, b, max, withinTypos(a, b, max)]).toEqual([a, b, max, typoDistance(a, b) <= max]);
  });
});
