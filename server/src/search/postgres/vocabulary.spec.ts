import { describe, expect, it } from '@jest/globals';
import { Vocabulary } from './vocabulary.js';

describe(Vocabulary.name, () => {
  const words = ['godfather', 'ghostbusters', 'point', 'pont', 'observatory', 'martin', 'mart'];

  it('knows prefixes of indexed words', async () => {
    const vocabulary = await new Vocabulary(async () => words).current();
    expect(vocabulary.isPrefix('ghost')).toBe(true);
    expect(vocabulary.isPrefix('ghostbusters')).toBe(true);
    expect(vocabulary.isPrefix('ghostbustersx')).toBe(false);
    expect(vocabulary.isPrefix('zzz')).toBe(false);
  });

  it('corrects within the typo budget: none under 5 letters, one from 5, two from 9', async () => {
    const vocabulary = await new Vocabulary(async () => words).current();
    expect(vocabulary.corrections('pont')).toEqual([]);
    expect(vocabulary.corrections('piont').sort()).toEqual(['point', 'pont']);
    expect(vocabulary.corrections('obsevatry')).toEqual(['observatory']);
    expect(vocabulary.corrections('godfaaaather')).toEqual([]);
  });

  it('loads once for concurrent callers and reloads in the background when old', async () => {
    let loads = 0;
    const vocabulary = new Vocabulary(async () => {
      loads++;
      return loads === 1 ? ['first'] : ['second'];
    }, 0);
    await Promise.all([vocabulary.current(), vocabulary.current()]);
    expect(loads).toBe(1);
    expect(vocabulary.isPrefix('first')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await vocabulary.current(); // answers from the old words, starts a reload
    await vocabulary.reload();
    expect(vocabulary.isPrefix('second')).toBe(true);
  });
});
