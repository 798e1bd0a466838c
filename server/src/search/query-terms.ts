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

const EDIT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Every word one edit away (deletion, swap of neighbours, replacement, insertion): the complete
 * candidate list for a word with a budget of one typo, looked up exactly in the vocabulary.
 * Trigram neighbours miss swaps ("piont" shares two trigrams with "point"), this does not.
 */
export function oneEditAway(word: string): string[] {
  const alphabet = new Set([...EDIT_ALPHABET, ...word]);
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [left, right] = [word.slice(0, i), word.slice(i)];
    if (right) variants.add(left + right.slice(1));
    if (right.length > 1) variants.add(left + right[1] + right[0] + right.slice(2));
    for (const letter of alphabet) {
      if (right) variants.add(left + letter + right.slice(1));
      variants.add(left + letter + right);
    }
  }
  variants.delete(word);
  return [...variants];
}

/**
 * Whether `a` is within `max` typos of `b` (optimal string alignment, as typoDistance), stopping
 * as soon as a row of the table exceeds `max`: the vocabulary checks thousands of words per query.
 */
export function withinTypos(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const cols = b.length + 1;
  if (rows[0].length < cols) rows = [new Int32Array(cols * 2), new Int32Array(cols * 2), new Int32Array(cols * 2)];
  let [before, previous, current] = rows;
  for (let j = 0; j < cols; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return false;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] <= max;
}

/** withinTypos's three rows of the table, reused: it runs thousands of times per query. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Words written more than one way on place signs and in titles. A query word also matches its
 * synonyms, exactly (both adapters: the Meilisearch settings carry the same list).
 */
export const SEARCH_SYNONYMS: Record<string, string[]> = {
  st: ['saint', 'street'],
  ste: ['sainte'],
  mt: ['mount'],
  ft: ['fort'],
  ave: ['avenue'],
  rd: ['road'],
  sq: ['square'],
  nyc: ['new york'],
  '2': ['two', 'deux'],
  two: ['2'],
  deux: ['2'],
  '&': ['and'],
};

/** Single-word synonyms of a query word (phrases such as "new york" are left to Meilisearch). */
export function synonymsOf(word: string): string[] {
  return (SEARCH_SYNONYMS[word] ?? []).filter((synonym) => !synonym.includes(' '));
}
