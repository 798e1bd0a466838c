import { allowedTypos, oneEditAway, withinTypos } from '../query-terms.js';

/** How long a loaded vocabulary is used before it is reloaded in the background. */
const MAX_AGE_MS = 5_000;

/**
 * The indexed words (the search_terms table) held in memory, sorted by code point like the
 * table's "C" collation: deciding what a query word may stand for — a prefix of an indexed word,
 * a typo of one — then costs no round trip. Writes in this process reload it at once (the
 * adapter's sync calls); writes in other processes are seen within MAX_AGE_MS, and until then a
 * brand-new word is still found as typed, only not yet through a typo.
 */
export class Vocabulary {
  private words: string[] = [];
  private members = new Set<string>();
  private byLength = new Map<number, { words: string[]; masks: Int32Array }>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly loadWords: () => Promise<string[]>,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  /** The vocabulary to answer from: loaded on first use, then refreshed in the background. */
  async current(): Promise<this> {
    if (this.loadedAt === 0) await this.reload();
    else if (Date.now() - this.loadedAt > this.maxAgeMs) void this.reload().catch(() => {});
    return this;
  }

  /** Loads the words again; concurrent callers share one load. */
  reload(): Promise<void> {
    this.loading ??= this.loadWords()
      .then((words) => this.replace(words))
      .finally(() => (this.loading = null));
    return this.loading;
  }

  /** Whether an indexed word starts with `word` (the as-you-type match). */
  isPrefix(word: string): boolean {
    let [low, high] = [0, this.words.length];
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.words[mid] < word) low = mid + 1;
      else high = mid;
    }
    return this.words[low]?.startsWith(word) ?? false;
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

  private replace(words: string[]): void {
    this.words = [...words].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.members = new Set(words);
    const grouped = new Map<number, string[]>();
    for (const word of words) {
      const bucket = grouped.get(word.length);
      if (bucket) bucket.push(word);
      else grouped.set(word.length, [word]);
    }
    this.byLength = new Map(
      [...grouped].map(([length, bucket]) => [length, { words: bucket, masks: Int32Array.from(bucket, letterMask) }]),
    );
    this.loadedAt = Date.now();
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
