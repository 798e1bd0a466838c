import { allowedTypos, oneEditAway, withinTypos } from '../query-terms.js';
import { compareText, lowerBound } from './sorted-text.js';

/** Words shorter than this never take part in typo matching (0 typos under 5 letters anyway). */
const MIN_LENGTH = 4;
const MAX_LENGTH = 40;

/**
 * The indexed words of the in-memory search index (4 to 40 characters), sorted by code point:
 * what a query word may stand for — a prefix of an indexed word, a typo of one — is decided here
 * without a round trip. The index replaces the words when it loads and adds the new ones of each
 * change it applies, so a new word is correctable in the next search of every process. Words
 * whose last document is gone stay until the next full load (a reindex).
 */
export class Vocabulary {
  private words: string[] = [];
  private readonly members = new Set<string>();
  private readonly byLength = new Map<number, { words: string[]; masks: number[] }>();

  constructor(words: Iterable<string> = []) {
    this.add(words);
  }

  /** Adds indexed words (those outside 4–40 characters and the known ones are skipped). */
  add(words: Iterable<string>): void {
    const added: string[] = [];
    for (const word of words) {
      if (word.length < MIN_LENGTH || word.length > MAX_LENGTH || this.members.has(word)) continue;
      this.members.add(word);
      added.push(word);
      const bucket = this.byLength.get(word.length) ?? { words: [], masks: [] };
      this.byLength.set(word.length, bucket);
      bucket.words.push(word);
      bucket.masks.push(letterMask(word));
    }
    if (added.length > 64) {
      this.words = [...this.members].sort(compareText);
      return;
    }
    for (const word of added) this.words.splice(lowerBound(this.words, word), 0, word);
  }

  /** Whether an indexed word starts with `word` (the as-you-type match). */
  isPrefix(word: string): boolean {
    return this.words[lowerBound(this.words, word)]?.startsWith(word) ?? false;
  }

  /** Indexed words within the typo budget of `word` (0 under 5 letters, 1 from 5, 2 from 9). */
  corrections(word: string): string[] {
    const budget = allowedTypos(word);
    if (budget === 0) return [];
    if (budget === 1) return oneEditAway(word).filter((variant) => this.members.has(variant));
    const near: string[] = [];
    const mask = letterMask(word);
    for (let length = word.length - budget; length <= word.length + budget; length++) {
      const bucket = this.byLength.get(length);
      if (!bucket) continue;
      for (let i = 0; i < bucket.words.length; i++) {
        // Each typo changes at most two bits of the letter mask: most words fail this at once.
        if (bitCount(mask ^ bucket.masks[i]) > 2 * budget) continue;
        const candidate = bucket.words[i];
        if (candidate !== word && withinTypos(word, candidate, budget)) near.push(candidate);
      }
    }
    return near;
  }
}

/**
 * Which characters a word has, one bit per character class (code point mod 31). A typo changes at
 * most two bits (a replaced letter leaves, another comes; an insertion or a deletion changes
 * one; a swap none), so words whose masks differ in more than 2 × budget bits cannot be corrections.
 */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) % 31);
  return mask;
}

function bitCount(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
