import { describe, expect, it } from '@jest/globals';
import type { QueryTerm } from '../query-terms.js';
import { planQuery } from './query-plan.js';
import { SearchTable, type TableQuery } from './search-table.js';
import { parseTsvector } from './tsvector-text.js';

interface Facets {
  year: number | null;
}

/** A row as PostgreSQL would store it: title words weighted A, description words C. */
function row(id: string, title: string, description = '') {
  let position = 0;
  const words = new Map<string, string[]>();
  const add = (text: string, weight: string) => {
    for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
      position++;
      words.set(word, [...(words.get(word) ?? []), `${position}${weight}`]);
    }
  };
  add(title, 'A');
  add(description, 'C');
  const vector = [...words.keys()]
    .sort()
    .map((word) => `'${word}':${words.get(word)!.join(',')}`)
    .join(' ');
  return { id, key: title, name: title, vector };
}

const term = (word: string, extra: Partial<QueryTerm> = {}): QueryTerm => ({ word, corrections: [], ...extra });

function table(): SearchTable<Facets> {
  const movies = new SearchTable<Facets>((movie) => [movie.year ?? NaN], 1);
  movies.upsert(row('1', 'the godfather', 'a crime family'), { year: 1972 });
  movies.upsert(row('2', 'the godfather part ii', 'the early life of vito'), { year: 1974 });
  movies.upsert(row('3', 'hearts of darkness', 'mentions the godfather of cinema'), { year: 1991 });
  movies.upsert(row('4', 'ghostbusters', 'new york'), { year: 1984 });
  movies.upsert(row('5', 'la la land', 'los angeles'), { year: 2016 });
  return movies;
}

function ids(movies: SearchTable<Facets>, terms: QueryTerm[], extra: Partial<TableQuery<Facets>> = {}) {
  return movies.search({
    plan: planQuery(terms),
    rankText: terms.map((t) => t.word).join(' '),
    ties: () => 0,
    limit: 10,
    offset: 0,
    ...extra,
  });
}

describe(SearchTable.name, () => {
  it('matches every word as a prefix and ranks title matches before description matches', () => {
    expect(ids(table(), [term('godf')])).toEqual({ ids: ['1', '2', '3'], total: 3 });
    expect(ids(table(), [term('godfather'), term('part')]).ids).toEqual(['2']);
    expect(ids(table(), [term('godfather'), term('zzz')]).total).toBe(0);
  });

  it('ranks the exact title first', () => {
    expect(ids(table(), [term('the'), term('godfather'), term('part'), term('ii')]).ids[0]).toBe('2');
    expect(ids(table(), [term('the'), term('godfather')]).ids[0]).toBe('1');
  });

  it('finds a typo through its corrections, after the matches as typed', () => {
    expect(ids(table(), [term('godfahter', { corrections: ['godfather'] })]).ids).toEqual(['1', '2', '3']);
    expect(ids(table(), [term('gho', { corrections: ['godfather'] })]).ids[0]).toBe('4');
  });

  it('splits a compound into adjacent words and joins two words into one', () => {
    expect(ids(table(), [term('lala', { splits: [['la', 'la']] })]).ids).toEqual(['5']);
    expect(ids(table(), [term('ghost', { joinsNext: true }), term('busters')]).ids).toEqual(['4']);
    // Adjacent only: "la" then "land" is a phrase, "los" … "la" is not.
    expect(ids(table(), [term('losla', { splits: [['los', 'la']] })]).total).toBe(0);
  });

  it('filters on facets; an unknown value passes no filter', () => {
    expect(ids(table(), [term('godf')], { filters: [{ facet: 0, equals: 1974 }] }).ids).toEqual(['2']);
    expect(ids(table(), [term('godf')], { filters: [{ facet: 0, atLeast: 1980 }] }).ids).toEqual(['3']);
  });

  it('leaves nothing of a filtered search behind for the next one (its scratch space is reused)', () => {
    const movies = table();
    expect(ids(movies, [term('godf')], { filters: [{ facet: 0, equals: 1991 }] }).ids).toEqual(['3']);
    expect(ids(movies, [term('godf')]).total).toBe(3);
    expect(ids(movies, [term('the'), term('godfather')], { filters: [{ facet: 0, equals: 1972 }] }).total).toBe(1);
    expect(ids(movies, [term('the'), term('godfather')]).total).toBe(3);
  });

  it('pages with limit and offset over the same order, counting every match', () => {
    const all = ids(table(), [term('the')]).ids;
    expect(all).toHaveLength(3);
    expect(ids(table(), [term('the')], { limit: 1, offset: 1 })).toEqual({ ids: [all[1]], total: 3 });
  });

  it('replaces and removes documents, also after sweeping thousands of dead slots', () => {
    const movies = table();
    movies.upsert(row('1', 'the godfather restored'), { year: 1972 });
    expect(ids(movies, [term('restored')]).ids).toEqual(['1']);
    for (let i = 0; i < 3000; i++) movies.upsert(row(`x${i}`, `extra ${i}`), { year: null });
    for (let i = 0; i < 3000; i++) movies.remove(`x${i}`);
    movies.remove('3');
    expect(ids(movies, [term('godf')]).ids.sort()).toEqual(['1', '2']);
    expect(ids(movies, [term('extra')]).total).toBe(0);
    expect(movies.size).toBe(4);
  });

  it('ranks a large tier by the shortest titles first when it must cap the candidates', () => {
    const movies = new SearchTable<Facets>(() => [NaN], 1);
    for (let i = 0; i < 1000; i++) movies.upsert(row(`long${i}`, `saint ${'x'.repeat(20)} ${i}`), { year: null });
    movies.upsert(row('short', 'saint'), { year: null });
    expect(ids(movies, [term('sai')]).ids[0]).toBe('short');
    expect(ids(movies, [term('sai')]).total).toBe(1001);
  });

  it('answers a common word from its title matches alone, with the page every match gives', () => {
    const places = new SearchTable<Facets>((place) => [place.year ?? NaN], 1);
    for (let i = 0; i < 1500; i++) places.upsert(row(`d${i}`, `garden ${i}`, 'near the saint chapel'), { year: i % 2 });
    for (let i = 0; i < 1200; i++) places.upsert(row(`n${i}`, `saint ${'x'.repeat(i % 7)} ${i}`), { year: i % 2 });
    places.upsert(row('exact', 'saint'), { year: 1 });
    // "sant" (a correction) in the name: as typed too where "saint" is elsewhere in the place.
    for (let i = 0; i < 300; i++) places.upsert(row(`t${i}`, `sant ${i}`, 'saint'), { year: i % 2 });
    for (let i = 0; i < 300; i++) places.upsert(row(`c${i}`, `sant ${i}`), { year: i % 2 });
    const query = (extra: Partial<TableQuery<Facets>>) =>
      ids(places, [term('saint', { corrections: ['sant'] })], { limit: 20, ...extra });
    const pages = [{}, { offset: 40 }, { offset: 1490, limit: 30 }, { filters: [{ facet: 0, equals: 1 }] }];
    for (const extra of pages) {
      const every = query(extra);
      const tier = query({ ...extra, countUpTo: 500 });
      expect(tier.ids).toEqual(every.ids);
      expect(tier.total).toBeGreaterThanOrEqual(500);
      expect(tier.total).toBeLessThan(every.total); // the description matches were left out
    }
    expect(query({ countUpTo: 500 }).ids[0]).toBe('exact');
    // The 1,501 as typed and in the name: "saint" titles and the "sant" ones with "saint" elsewhere.
    const typedInName = query({ countUpTo: 500, limit: 1501 }).ids;
    expect(typedInName.filter((id) => id.startsWith('t'))).toHaveLength(300);
    expect(typedInName.filter((id) => id.startsWith('c'))).toHaveLength(0);
    // Too few title matches for the count: every match is read.
    expect(query({ countUpTo: 3000 }).total).toBe(3301);
  });

  it('looks a common word up in the documents of a rare one, keeping where each word was', () => {
    const movies = new SearchTable<Facets>(() => [NaN], 1);
    // 800 words before "the" and "vito", so their ids take two bytes in the stored term lists.
    for (let i = 0; i < 400; i++) movies.upsert(row(`f${i}`, `film w${i}`), { year: null });
    // "the" in far more documents than "vito": read from the vito documents' term lists.
    for (let i = 0; i < 8000; i++) movies.upsert(row(`c${i}`, `common ${i}`, 'the usual story'), { year: null });
    // More than RANK_WINDOW matches with both words described: only the best tier is ranked.
    for (let i = 0; i < 300; i++) movies.upsert(row(`d${i}`, `d${i}`, 'vito and the family'), { year: null });
    movies.upsert(row('both-in-title', 'the long and winding tale of young vito corleone'), { year: null });
    movies.upsert(row('rare-alone', 'vito', 'no article here'), { year: null });
    const found = ids(movies, [term('vito'), term('the')]);
    expect(found.total).toBe(301);
    // Both words in the title first, however long the title is.
    expect(found.ids[0]).toBe('both-in-title');
    expect(found.ids.slice(1).every((id) => id.startsWith('d'))).toBe(true);
  });
  it('reads tsvector text with weights, several positions and quoted quotes', () => {
    expect(parseTsvector(`'l''ete':1A,4 'rome':2B 'x'`)).toEqual([
      { text: "l'ete", positions: [1 * 4 + 3, 4 * 4] },
      { text: 'rome', positions: [2 * 4 + 2] },
      { text: 'x', positions: [16383 * 4] },
    ]);
  });
});

describe(`${SearchTable.name} with a sort key before relevance`, () => {
  it('puts the largest key first across a large candidate set (selected, not fully sorted)', () => {
    const places = new SearchTable<Facets>((place) => [place.year ?? NaN], 1);
    // 600 matches (more than are ranked in full): keys 0–599 in a scrambled order.
    for (let i = 0; i < 600; i++) {
      const key = (i * 379) % 600;
      places.upsert(row(`p${key}`, `plaza ${key}`), { year: key });
    }
    const first = ids(places, [term('plaza')], { firstBy: 0, limit: 5 });
    expect(first).toEqual({ ids: ['p599', 'p598', 'p597', 'p596', 'p595'], total: 600 });
    const later = ids(places, [term('plaza')], { firstBy: 0, limit: 3, offset: 300 });
    expect(later.ids).toEqual(['p299', 'p298', 'p297']);
  });
});
