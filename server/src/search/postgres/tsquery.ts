import type { QueryTerm } from '../query-terms.js';

interface TsqueryOptions {
  weight?: 'A';
  /** false: the words as typed (prefixes), no corrections, splits or joins. */
  corrections?: boolean;
}

/**
 * tsquery text for the PostgreSQL adapter. Words are letters and digits only (queryWords),
 * so quoting them is enough. Every word must match (SPEC §7 extended word by word): as a prefix
 * (as-you-type), through one of its typo corrections, or split in two adjacent words; two words
 * that are one indexed word ("ghost busters") may also match it. `weight` restricts to one field group.
 */
export function toTsquery(terms: QueryTerm[], options: TsqueryOptions = {}): string {
  const variants = [allWords(terms, options)];
  if (options.corrections !== false) {
    terms.forEach((term, i) => {
      if (term.joinsNext && i + 1 < terms.length) {
        const joined: QueryTerm = { word: term.word + terms[i + 1].word, corrections: [] };
        variants.push(allWords([...terms.slice(0, i), joined, ...terms.slice(i + 2)], options));
      }
    });
  }
  return variants.length === 1 ? variants[0] : variants.map((v) => `(${v})`).join(' | ');
}

function allWords(terms: QueryTerm[], options: TsqueryOptions): string {
  return terms.map((term) => alternativesOf(term, options)).join(' & ');
}

function alternativesOf(term: QueryTerm, options: TsqueryOptions): string {
  const w = options.weight ?? '';
  const alternatives = [`'${term.word}':*${w}`];
  if (options.corrections !== false) {
    alternatives.push(...term.corrections.map((c) => `'${c}'${w ? `:${w}` : ''}`));
    alternatives.push(...(term.splits ?? []).map(([a, b]) => `'${a}'${w ? `:${w}` : ''} <-> '${b}':*${w}`));
  }
  return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
}
