import { describe, expect, it } from '@jest/globals';
import { Vocabulary } from './vocabulary.js';

describe(Vocabulary.name, () => {
  const words = ['godfather', 'ghostbusters', 'point', 'pont', 'observatory', 'martin', 'mart', 'la', 'of'];

  it('knows prefixes of indexed words of 4 to 40 letters', () => {
    const vocabulary = new Vocabulary(words);
    expect(vocabulary.isPrefix('ghost')).toBe(true);
    expect(vocabulary.isPrefix('ghostbusters')).toBe(true);
    expect(vocabulary.isPrefix('ghostbustersx')).toBe(false);
    expect(vocabulary.isPrefix('zzz')).toBe(false);
    expect(vocabulary.isPrefix('la')).toBe(false); // too short to be kept
  });

  it('corrects within the typo budget: none under 5 letters, one from 5, two from 9', () => {
    const vocabulary = new Vocabulary(words);
    expect(vocabulary.corrections('pont')).toEqual([]);
    expect(vocabulary.corrections('piont').sort()).toEqual(['point', 'pont']);
    expect(vocabulary.corrections('obsevatry')).toEqual(['observatory']);
    expect(vocabulary.corrections('godfaaaather')).toEqual([]);
  });

  it('finds two-typo corrections whatever the letters (the letter-mask shortcut drops no true one)', () => {
    const vocabulary = new Vocabulary(['chateaubriand', 'montmartre', 'ghostbusters']);
    expect(vocabulary.corrections('chataubriand')).toEqual(['chateaubriand']); // a deletion
    expect(vocabulary.corrections('montmatrre')).toEqual(['montmartre']); // a swap
    expect(vocabulary.corrections('ghostbuzterz')).toEqual(['ghostbusters']); // two replacements
    expect(vocabulary.corrections('ghoostbusterss')).toEqual(['ghostbusters']); // two insertions
    expect(vocabulary.corrections('gxostbuzterz')).toEqual([]); // three
  });

  it('takes new words one by one and in bulk, keeping prefixes and corrections in step', () => {
    const vocabulary = new Vocabulary(['martin']);
    vocabulary.add(['vertigo']);
    expect(vocabulary.isPrefix('vert')).toBe(true);
    expect(vocabulary.corrections('vertgo')).toEqual(['vertigo']);
    vocabulary.add(Array.from({ length: 100 }, (_, i) => `word${String(i).padStart(3, '0')}`));
    expect(vocabulary.isPrefix('word09')).toBe(true);
    expect(vocabulary.isPrefix('mart')).toBe(true);
    expect(vocabulary.isPrefix('verti')).toBe(true);
  });
});
