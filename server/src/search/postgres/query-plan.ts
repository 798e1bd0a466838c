import type { QueryTerm } from '../query-terms.js';
import { compareText } from './sorted-text.js';

/** A word looked up in the index: exactly, or as the start of indexed words (as-you-type). */
export interface Matcher {
  text: string;
  prefix: boolean;
}

/** One way a query term may be found: a word, or two adjacent words (a compound split, "la la"). */
export type Alternative =
  { kind: 'word'; matcher: number; typed: boolean } | { kind: 'phrase'; first: number; second: number };

export type PlanTerm = Alternative[];

/**
 * What a search looks for, in the index's terms. A document matches when, for one variant, every
 * term has an alternative in it: as typed (a prefix), a typo correction, a split in two adjacent
 * words; variants after the first join two query words into one ("ghost busters").
 * `rankOperands` are the query's distinct words as ts_rank() sees them (sorted, unique by text).
 */
export interface QueryPlan {
  matchers: Matcher[];
  variants: PlanTerm[][];
  rankOperands: Matcher[];
  /** ts_rank() ranks by word proximity when the query's top operator is AND. */
  proximityRank: boolean;
}

export function planQuery(terms: QueryTerm[]): QueryPlan {
  const matchers: Matcher[] = [];
  const matcherOf = (text: string, prefix: boolean): number => {
    const at = matchers.findIndex((m) => m.text === text && m.prefix === prefix);
    return at >= 0 ? at : matchers.push({ text, prefix }) - 1;
  };
  const planTerm = (term: QueryTerm): PlanTerm => [
    { kind: 'word', matcher: matcherOf(term.word, true), typed: true },
    ...term.corrections.map((word): Alternative => ({ kind: 'word', matcher: matcherOf(word, false), typed: false })),
    ...(term.splits ?? []).map(([a, b]): Alternative => ({
      kind: 'phrase',
      first: matcherOf(a, false),
      second: matcherOf(b, true),
    })),
  ];
  const variants = [terms.map(planTerm)];
  terms.forEach((term, i) => {
    if (!term.joinsNext || i + 1 >= terms.length) return;
    const joined = { word: term.word + terms[i + 1].word, corrections: [] };
    variants.push([...terms.slice(0, i), joined, ...terms.slice(i + 2)].map(planTerm));
  });
  return {
    matchers,
    variants,
    rankOperands: rankOperandsOf(matchers),
    proximityRank: variants.length === 1 && terms.length > 1,
  };
}

/** tsrank.c's SortAndUniqItems: operands sorted byte-wise and unique by text. */
function rankOperandsOf(matchers: Matcher[]): Matcher[] {
  const byText = new Map<string, boolean>();
  for (const { text, prefix } of matchers) byText.set(text, (byText.get(text) ?? false) || prefix);
  return [...byText.keys()].sort(compareText).map((text) => ({ text, prefix: byText.get(text)! }));
}
