import { Injectable } from '@nestjs/common';
import { highlightField } from '../highlight.js';
import { foldText, queryWords, synonymsOf, wordSplits, type QueryTerm } from '../query-terms.js';
import { toLocationHit, toMovieHit, type Highlighter } from '../search-hits.js';
import type { AdapterResult, MovieDocument, SearchAdapter, SearchGroup, SearchQuery } from '../search.types.js';
import { PostgresSearchRepository, type PageRows } from './postgres-search.repository.js';
import { planQuery, type QueryPlan } from './query-plan.js';
import {
  LOCATION_BEST_RATED,
  LOCATION_COUNTRY,
  LOCATION_RATING,
  LOCATION_REVIEWS,
  MOVIE_YEAR,
  SearchIndex,
  type ChangeSignal,
} from './search-index.js';
import type { FacetFilter } from './search-table.js';
import { compareText } from './sorted-text.js';
import type { Vocabulary } from './vocabulary.js';

const EMPTY: SearchGroup<never> = { hits: [], total: 0 };
const NOTHING: RankedIds = { ids: [], total: 0 };
/** Totals are counted up to this, as Meilisearch's maxTotalHits does (contracts/search.ts). */
const MAX_TOTAL = 1000;

interface RankedIds {
  ids: string[];
  total: number;
}

/**
 * The embedded default. The rows are the documents: generated search vectors and the copied movie
 * title are kept by the database in the writing transaction (see the search migration). Each app
 * process matches and ranks them in memory (SearchIndex, kept current from the search change log
 * before a search, so a write is searchable at commit) and reads only the page's rows from
 * PostgreSQL. The sync calls repair what a bulk load may have bypassed, and are idempotent.
 */
@Injectable()
export class PostgresSearchAdapter implements SearchAdapter {
  readonly name = 'postgres' as const;

  private readonly index: SearchIndex;

  /** `changes`: the public data version, so a search skips the change log when nothing changed. */
  constructor(
    private readonly rows: PostgresSearchRepository,
    changes?: ChangeSignal,
  ) {
    this.index = new SearchIndex(rows, changes);
  }

  async init(): Promise<void> {
    // Schema and settings are the search migration; nothing to apply at start-up.
  }

  async warmUp(): Promise<void> {
    await this.index.current();
  }

  async search(query: SearchQuery): Promise<AdapterResult> {
    const words = queryWords(query.q);
    if (words.length === 0) return { movies: EMPTY, locations: EMPTY };
    const index = await this.index.current();
    const terms = withCorrections(index.vocabulary, words);
    const plan = planQuery(terms);
    const rankText = query.rankText ?? words.join(' ');
    const movies = query.tab === 'locations' ? NOTHING : this.rankMovies(index, plan, rankText, query);
    const locations = query.tab === 'movies' ? NOTHING : this.rankLocations(index, plan, rankText, query);
    const page: PageRows =
      movies.ids.length + locations.ids.length > 0
        ? await this.rows.page(movies.ids, locations.ids)
        : { movies: [], locations: [] };
    return {
      movies: {
        total: movies.total,
        hits: inOrder(movies.ids, page.movies).map((row) => toMovieHit(row, highlighted(row, terms))),
      },
      locations: {
        total: locations.total,
        hits: inOrder(locations.ids, page.locations).map((row) => toLocationHit(row, highlighted(row, terms))),
      },
    };
  }

  /**
   * Order (SPEC §7 extended with ranking): exact title, every word in the title as typed, every
   * word in the title with typos, every word as typed anywhere, then text rank (ts_rank + trigram
   * resemblance of the title to the whole query); the newer, then the title, break ties.
   */
  private rankMovies(index: SearchIndex, plan: QueryPlan, rankText: string, query: SearchQuery): RankedIds {
    const year = query.year ?? null;
    return capped(
      index.movies.search({
        plan,
        rankText,
        filters: year === null ? [] : [{ facet: MOVIE_YEAR, equals: year }],
        ties: (a, b) => newerFirst(a.facets[MOVIE_YEAR], b.facets[MOVIE_YEAR]) || compareText(a.name, b.name),
        limit: query.limit,
        offset: query.offset,
        countUpTo: MAX_TOTAL,
      }),
    );
  }

  /** Relevance as for movies, the more reviewed first among equals; sort=rating puts the best rated first. */
  private rankLocations(index: SearchIndex, plan: QueryPlan, rankText: string, query: SearchQuery): RankedIds {
    const filters: FacetFilter[] = [];
    if (query.country?.trim())
      filters.push({ facet: LOCATION_COUNTRY, equals: index.countryCode(foldText(query.country).trim()) });
    if (query.minRating != null) filters.push({ facet: LOCATION_RATING, atLeast: query.minRating });
    return capped(
      index.locations.search({
        plan,
        rankText,
        filters,
        firstBy: query.sort === 'rating' ? LOCATION_BEST_RATED : undefined,
        ties: (a, b) => b.facets[LOCATION_REVIEWS] - a.facets[LOCATION_REVIEWS] || compareText(a.name, b.name),
        limit: query.limit,
        offset: query.offset,
        countUpTo: MAX_TOTAL,
      }),
    );
  }

  async upsertMovies(documents: MovieDocument[]): Promise<void> {
    this.index.expectChange();
    if (documents.length === 0) return;
    // The trigger copies titles on every write; this repairs rows loaded around it (e.g. a restore).
    await this.rows.repairMovieTitles(documents.map((d) => d.id));
  }

  /**
   * A written or deleted row reaches the in-memory index at the next look (the change log has it);
   * these calls, made by this process's event handlers, only make sure that look happens.
   */
  async upsertLocations(): Promise<void> {
    this.index.expectChange();
  }
  async deleteMovies(): Promise<void> {
    this.index.expectChange();
  }
  async deleteLocations(): Promise<void> {
    this.index.expectChange();
  }
  async deleteLocationsOfMovie(): Promise<void> {
    this.index.expectChange();
  }

  async beginReindex(): Promise<void> {}

  /** The next search reloads the in-memory index from the (repaired) rows, words no row uses dropped. */
  async finishReindex(): Promise<void> {
    await this.rows.analyze();
    this.index.invalidate();
  }

  async health(): Promise<{ state: 'up' | 'down'; detail?: string }> {
    try {
      await this.rows.readChangeLog();
      return { state: 'up' };
    } catch (error) {
      return { state: 'down', detail: (error as Error).message };
    }
  }
}

/** Rows in the order of `ids`; a row deleted since the index answered is left out. */
function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

/** `year DESC NULLS LAST` (an unknown year is NaN in the facets). */
function newerFirst(a: number, b: number): number {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return 0;
  if (Number.isNaN(a)) return 1;
  if (Number.isNaN(b)) return -1;
  return b - a;
}

/**
 * What each query word may stand for, from the vocabulary of indexed words: typo corrections
 * within the word's budget (always: a real word like "forest" may still be a typo of
 * "forrest"), splits of a word no indexed word starts with ("lala" → "la la"), and whether it
 * joins the next word into an indexed one ("ghost" + "busters").
 */
function withCorrections(vocabulary: Vocabulary, words: string[]): QueryTerm[] {
  return words.map((word, i) => {
    // Words under 4 letters are not in the vocabulary.
    const known = word.length < 4 || vocabulary.isPrefix(word);
    const next = words[i + 1];
    return {
      word,
      corrections: [...vocabulary.corrections(word), ...synonymsOf(word)],
      splits: known ? [] : wordSplits(word),
      joinsNext: next !== undefined && vocabulary.isPrefix(word + next),
    };
  });
}

function capped({ ids, total }: RankedIds): RankedIds {
  return { ids, total: Math.min(total, MAX_TOTAL) };
}

/** Our own highlighting: the row's text with the query's words (and what they stand for) marked. */
function highlighted<T extends object>(row: T, terms: QueryTerm[]): Highlighter<T> {
  return (field, crop) => highlightField(row[field] as string | null, terms, crop);
}
