import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { highlightDescription, highlightField } from '../highlight.js';
import { queryWords, synonymsOf, wordSplits, type QueryTerm } from '../query-terms.js';
import type {
  LocationDocument,
  LocationHit,
  MovieDocument,
  MovieHit,
  SearchAdapter,
  SearchGroup,
  SearchQuery,
  AdapterResult,
} from '../search.types.js';
import { toTsquery } from './tsquery.js';
import { Vocabulary } from './vocabulary.js';
import {
  LOCATION_BY_RATING_SQL,
  LOCATION_SEARCH_SQL,
  MOVIE_SEARCH_SQL,
  type LocationRow,
  type MovieRow,
} from './postgres-search.sql.js';

const EMPTY: SearchGroup<never> = { hits: [], total: 0 };

/**
 * The embedded default. The rows are the documents: generated search vectors, the copied movie
 * title and the vocabulary are kept by the database in the writing transaction (see the search
 * migration), so a write is searchable at commit. The sync calls only repair what a bulk load
 * may have bypassed, and are idempotent.
 */
@Injectable()
export class PostgresSearchAdapter implements SearchAdapter {
  readonly name = 'postgres' as const;

  private readonly vocabulary: Vocabulary;
  private reindexing = false;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.vocabulary = new Vocabulary(async () =>
      (await this.db.query<{ word: string }[]>('SELECT word FROM search_terms')).map((row) => row.word),
    );
  }

  async init(): Promise<void> {
    // Schema and settings are the search migration; nothing to apply at start-up.
  }

  async search(query: SearchQuery): Promise<AdapterResult> {
    const words = queryWords(query.q);
    if (words.length === 0) return { movies: EMPTY, locations: EMPTY };
    const terms = await this.withCorrections(words);
    const [movies, locations] = await Promise.all([
      query.tab === 'locations' ? EMPTY : this.searchMovies(terms, query),
      query.tab === 'movies' ? EMPTY : this.searchLocations(terms, query),
    ]);
    return { movies, locations };
  }

  /**
   * What each query word may stand for, from the vocabulary of indexed words: typo corrections
   * within the word's budget (always: a real word like "forest" may still be a typo of
   * "forrest"), splits of a word no indexed word starts with ("lala" → "la la"), and whether it
   * joins the next word into an indexed one ("ghost" + "busters").
   */
  private async withCorrections(words: string[]): Promise<QueryTerm[]> {
    const vocabulary = await this.vocabulary.current();
    return words.map((word, i) => {
      // Words under 4 letters are not in the vocabulary (see the search migration).
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

  private async searchMovies(terms: QueryTerm[], query: SearchQuery): Promise<SearchGroup<MovieHit>> {
    const rows = await this.prepared<MovieRow>('search_movies', MOVIE_SEARCH_SQL, [
      toTsquery(terms),
      toTsquery(terms, { weight: 'A' }),
      toTsquery(terms, { corrections: false }),
      query.rankText ?? terms.map((t) => t.word).join(' '),
      query.year ?? null,
      query.limit,
      query.offset,
    ]);
    return {
      total: rows[0]?.total ?? 0,
      hits: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        year: row.year,
        director: row.director,
        poster_url: row.poster_url,
        poster_photo_id: row.poster_photo_id,
        highlight: {
          title: highlightField(row.title, terms),
          director: highlightField(row.director, terms),
          description: highlightDescription(row.description, terms),
        },
      })),
    };
  }

  private async searchLocations(terms: QueryTerm[], query: SearchQuery): Promise<SearchGroup<LocationHit>> {
    const [name, sql] =
      query.sort === 'rating'
        ? ['search_locations_by_rating', LOCATION_BY_RATING_SQL]
        : ['search_locations', LOCATION_SEARCH_SQL];
    const rows = await this.prepared<LocationRow>(name, sql, [
      toTsquery(terms),
      toTsquery(terms, { weight: 'A' }),
      toTsquery(terms, { corrections: false }),
      query.rankText ?? terms.map((t) => t.word).join(' '),
      query.country?.trim() || null,
      query.limit,
      query.offset,
      query.minRating ?? null,
    ]);
    return {
      total: rows[0]?.total ?? 0,
      hits: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        city: row.city,
        country: row.country,
        image_url: row.image_url,
        photo_id: row.photo_id,
        movie: { id: row.movie_id, slug: row.movie_slug, title: row.movie_title, year: row.movie_year },
        rating_average: row.rating_average,
        review_count: row.review_count,
        highlight: {
          name: highlightField(row.name, terms),
          city: highlightField(row.city, terms),
          country: highlightField(row.country, terms),
          movie_title: highlightField(row.movie_title, terms),
          description: highlightDescription(row.description, terms),
        },
      })),
    };
  }

  /**
   * A search statement, prepared once per pooled connection and then only bound and run: planning
   * these statements took ~2 ms of every search, and their plans do not depend on the words (the
   * tsqueries reach the planner as parameters of the `q` CTE either way).
   */
  private async prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    const pool = (this.db.driver as PostgresDriver).master as Pool;
    return (await pool.query({ name, text, values })).rows as T[];
  }

  async upsertMovies(documents: MovieDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const ids = documents.map((d) => d.id);
    // The trigger copies titles on every write; this repairs rows loaded around it (e.g. a restore).
    await this.db.query(
      `UPDATE locations l SET movie_title = m.title FROM movies m
       WHERE m.id = l.movie_id AND m.id = ANY($1::uuid[]) AND l.movie_title IS DISTINCT FROM m.title`,
      [ids],
    );
    await this.collectTerms('movies', ids);
  }

  async upsertLocations(documents: LocationDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.collectTerms(
      'locations',
      documents.map((d) => d.id),
    );
  }

  /** Deleted rows are gone from the "index" with the row itself. */
  async deleteMovies(): Promise<void> {}
  async deleteLocations(): Promise<void> {}
  async deleteLocationsOfMovie(): Promise<void> {}

  async beginReindex(): Promise<void> {
    this.reindexing = true;
  }

  /** Drops words no row uses any more (typo corrections must point at something findable). */
  async finishReindex(): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query(`
        CREATE TEMP TABLE live_terms ON COMMIT DROP AS
        SELECT word COLLATE "C" AS word FROM ts_stat('SELECT search_vector FROM movies UNION ALL SELECT search_vector FROM locations')
        WHERE length(word) BETWEEN 4 AND 40`);
      await manager.query(
        `DELETE FROM search_terms t WHERE NOT EXISTS (SELECT 1 FROM live_terms l WHERE l.word = t.word)`,
      );
    });
    await this.db.query('ANALYZE movies, locations, search_terms');
    this.reindexing = false;
    await this.vocabulary.reload();
  }

  async health(): Promise<{ state: 'up' | 'down'; detail?: string }> {
    try {
      await this.db.query('SELECT 1 FROM search_terms LIMIT 1');
      return { state: 'up' };
    } catch (error) {
      return { state: 'down', detail: (error as Error).message };
    }
  }

  private async collectTerms(table: 'movies' | 'locations', ids: string[]): Promise<void> {
    await this.db.query(
      `INSERT INTO search_terms (word)
       SELECT DISTINCT lexeme FROM ${table}, unnest(search_vector) AS t(lexeme, positions, weights)
       WHERE id = ANY($1::uuid[]) AND length(lexeme) BETWEEN 4 AND 40
       ORDER BY lexeme ON CONFLICT DO NOTHING`,
      [ids],
    );
    // A word written here is correctable at once in this process (a reindex reloads once, at the end).
    if (!this.reindexing) await this.vocabulary.reload();
  }
}
