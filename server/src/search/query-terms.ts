/**
 * How a query becomes words, shared by the adapters and the highlighter so that what
 * matches is what gets marked. Folding mirrors the database's search_fold (unaccent + lower).
 */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđðþ]/g, (c) => LIGATURES[c]);
}

/** Letters and digits only: the words can go into a tsquery or a filter without escaping. */
export function queryWords(q: string): string[] {
  const words = foldText(q).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** Meilisearch's default rule, used by both adapters: 1 typo from 5 letters, 2 from 9. */
export function allowedTypos(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/** Optimal string alignment distance: a swapped pair of letters ("godfahter") counts as one typo. */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * A query word and what it may stand for: itself as a prefix, typo corrections exactly, two
 * words written together ("lala" → "la la", a phrase), and — `joinsNext` — one word with the
 * next query word ("ghost busters" → "ghostbusters").
 */
export interface QueryTerm {
  word: string;
  corrections: string[];
  splits?: [string, string][];
  joinsNext?: boolean;
}

/** At most this many narrower searches are tried before a query is declared a miss. */
const MAX_RELAXATIONS = 10;

/**
 * The word sets tried, in order, when no result has every word (match=last). Like Meilisearch's
 * `last` strategy, as many words as possible are kept and the last ones go first; but a misspelled
 * word in the middle ("fellowship of the rnig ring") sinks a query just as well, so every single
 * word is tried before any two are left out. Never the empty set.
 */
export function relaxations(words: string[]): string[][] {
  const tried: string[][] = [];
  const seen = new Set<string>();
  const leaveOut = (kept: string[], from: number, count: number): void => {
    if (tried.length >= MAX_RELAXATIONS) return;
    if (count === 0) {
      const key = kept.join(' ');
      if (kept.length > 0 && !seen.has(key)) {
        seen.add(key);
        tried.push(kept);
      }
      return;
    }
    for (let i = Math.min(from, kept.length - 1); i >= 0; i--)
      leaveOut([...kept.slice(0, i), ...kept.slice(i + 1)], i - 1, count - 1);
  };
  for (let count = 1; count < words.length; count++) leaveOut(words, words.length - 1, count);
  return tried;
}

/** The words of `words` missing from `kept`, counting repeats. */
export function ignoredWords(words: string[], kept: string[]): string[] {
  const left = [...kept];
  return words.filter((word) => {
    const at = left.indexOf(word);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

/** "lala" → [["la","la"]], "davinci" → [["da","vinci"], …]: ways a compound may be two words. */
export function wordSplits(word: string): [string, string][] {
  if (word.length < 4 || word.length > 14 || /\d/.test(word)) return [];
  const splits: [string, string][] = [];
  for (let at = 2; at <= word.length - 2; at++) splits.push([word.slice(0, at), word.slice(at)]);
  return splits;
}
