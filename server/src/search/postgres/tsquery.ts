import type { QueryTerm } from '../query-terms.js';

/**
 * tsquery text for the PostgreSQL adapter. Words are letters and digits only (queryWords),
 * so quoting them is enough. Every word must match (SPEC §7 extended word by word): as a prefix
 * (as-you-type), or through one of its typo corrections. `weight` restricts to one field group.
 */
export function toTsquery(terms: QueryTerm[], options: { weight?: 'A'; corrections?: boolean } = {}): string {
  const w = options.weight ?? '';
  return terms
    .map((term) => {
      const alternatives = [`'${term.word}':*${w}`];
      if (options.corrections !== false) alternatives.push(...term.corrections.map((c) => `'${c}'${w ? `:${w}` : ''}`));
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}
