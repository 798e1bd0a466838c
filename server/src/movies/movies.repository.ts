import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { MovieSort } from '../contracts/admin-catalog.js';
import {
  adminTextMatch,
  countOrEstimate,
  fewMatches,
  keysetPage,
  type KeysetPage,
  type ListTotal,
  type PageRequest,
} from '../database/index.js';
import { Movie } from './movie.entity.js';

@Injectable()
export class MoviesRepository {
  constructor(@InjectRepository(Movie) private readonly movies: Repository<Movie>) {}

  /** SPEC §7: newest first by created_at; id breaks ties so pages never overlap. */
  listNewest(offset: number, limit: number): Promise<[Movie[], number]> {
    return this.movies.findAndCount({ order: { created_at: 'DESC', id: 'ASC' }, skip: offset, take: limit });
  }

  findBySlug(slug: string): Promise<Movie | null> {
    return this.movies.findOne({ where: { slug } });
  }

  count(manager?: EntityManager): Promise<number> {
    return (manager?.getRepository(Movie) ?? this.movies).count();
  }

  /** In the caller's transaction when given its manager. */
  findById(id: string, manager?: EntityManager): Promise<Movie | null> {
    return (manager?.getRepository(Movie) ?? this.movies).findOne({ where: { id } });
  }

  /** A movie with this slug, this title (any case) and year, or this IMDb id. */
  async findDuplicate(slug: string, title: string, year: number | null, imdbId: string | null): Promise<Movie | null> {
    const rows: Movie[] = await this.movies.query(
      `SELECT * FROM movies
       WHERE slug = $1 OR (lower(title) = lower($2) AND year IS NOT DISTINCT FROM $3) OR (imdb_id IS NOT NULL AND imdb_id = $4)
       LIMIT 1`,
      [slug, title, year, imdbId],
    );
    return rows[0] ?? null;
  }

  /** Movies whose lower-cased title is one of `titleKeys` (the CSV import matches on title and year). */
  findByTitleKeys(
    manager: EntityManager,
    titleKeys: string[],
  ): Promise<{ id: string; title_key: string; year: number | null }[]> {
    return manager.query(
      'SELECT id, lower(title) AS title_key, year FROM movies WHERE lower(title) = ANY($1::text[])',
      [titleKeys],
    );
  }

  /** Slugs equal to or suffixed from one of the bases (`base`, `base-2`, …), to pick free ones. */
  async slugsFrom(manager: EntityManager, bases: string[]): Promise<Set<string>> {
    const rows: { slug: string }[] = await manager.query(
      `SELECT slug FROM movies WHERE slug = ANY($1) OR slug ~ ANY(SELECT '^' || b || '-[0-9]+$' FROM unnest($1::text[]) b)`,
      [bases],
    );
    return new Set(rows.map((r) => r.slug));
  }

  async allSlugs(): Promise<Set<string>> {
    const rows: { slug: string }[] = await this.movies.query('SELECT slug FROM movies');
    return new Set(rows.map((r) => r.slug));
  }

  /**
   * Admin list, one keyset page (issue 36): `q` matches title, director or year (substring, case
   * and accents folded); the chosen sort, then id. Each row carries its location count; the total is counted up
   * to a limit and estimated beyond it.
   */
  async adminPage(
    filter: { q?: string; sort: MovieSort; order: 'ASC' | 'DESC' },
    request: PageRequest,
    limit: number,
  ): Promise<KeysetPage<Movie & { location_count: number }> & ListTotal> {
    const query = this.movies.createQueryBuilder('movie');
    if (filter.q) {
      // admin_text: title, director and year folded, stored and trigram-indexed (migration 1763830038000).
      const text = adminTextMatch('movie.admin_text', filter.q);
      query.where(text.sql, text.params);
    }
    const sort = {
      column: `movie.${filter.sort}`,
      id: 'movie.id',
      direction: filter.order,
      nullable: filter.sort === 'year' || filter.sort === 'director',
    };
    const counted = query
      .clone()
      .addSelect('(SELECT count(*)::int FROM locations l WHERE l.movie_id = movie.id)', 'location_count');
    const ids = filter.q ? await fewMatches(query, 'movie.id') : null;
    if (ids) counted.andWhere('movie.id = ANY(:ids)', { ids });
    const [page, total] = await Promise.all([
      keysetPage(counted, sort, request, limit),
      ids ? { total: ids.length, estimated: false } : countOrEstimate(query),
    ]);
    const rows = page.rows.map((movie, i) => ({ ...movie, location_count: Number(page.raw[i].location_count) }));
    return { ...page, rows, ...total };
  }

  /** Locks the row so two edits cannot interleave; the audit diff reads this version. */
  findForUpdate(manager: EntityManager, id: string): Promise<Movie | null> {
    return manager
      .getRepository(Movie)
      .createQueryBuilder('movie')
      .setLock('pessimistic_write')
      .where('movie.id = :id', { id })
      .getOne();
  }

  insert(manager: EntityManager, fields: NewMovie): Promise<Movie> {
    return manager.getRepository(Movie).save(manager.getRepository(Movie).create(fields));
  }

  /** Many movies in one statement (the CSV import's batches); ids and slugs in the given order. */
  insertMany(manager: EntityManager, movies: ImportedMovie[]): Promise<{ id: string; slug: string }[]> {
    if (movies.length === 0) return Promise.resolve([]);
    return manager.query(
      `INSERT INTO movies (slug, title, year, director, imdb_id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[])
       RETURNING id, slug`,
      [
        movies.map((m) => m.slug),
        movies.map((m) => m.title),
        movies.map((m) => m.year),
        movies.map((m) => m.director),
        movies.map((m) => m.imdb_id),
      ],
    );
  }

  async update(manager: EntityManager, id: string, fields: MovieFields): Promise<Movie> {
    await manager.getRepository(Movie).update({ id }, fields);
    return manager.getRepository(Movie).findOneOrFail({ where: { id } });
  }

  /** The movie's locations and their reviews go with it (ON DELETE CASCADE). */
  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(Movie).delete({ id });
  }

  /** How many reviews a delete of the movie would remove with its locations. */
  async reviewCount(id: string): Promise<number> {
    const [row] = (await this.movies.query(
      `SELECT count(*)::int AS n FROM reviews r JOIN locations l ON l.id = r.location_id WHERE l.movie_id = $1`,
      [id],
    )) as { n: number }[];
    return row.n;
  }
}

export type MovieFields = Pick<
  Movie,
  'title' | 'slug' | 'year' | 'director' | 'description' | 'poster_url' | 'backdrop_url' | 'genres' | 'imdb_id'
> & { poster_photo_id?: string | null };

/** The editable fields of a row (the audit compares them before and after an update). */
export function fieldsOf(movie: Movie): MovieFields {
  const { title, slug, year, director, description, poster_url, backdrop_url, genres, imdb_id, poster_photo_id } =
    movie;
  return { title, slug, year, director, description, poster_url, backdrop_url, genres, imdb_id, poster_photo_id };
}

/** A new movie: the demo seed also dates it, so "newest first" has a stable order. */
export type NewMovie = MovieFields & { created_at?: Date };

/** What a row of the CSV import knows about its movie. */
export type ImportedMovie = Pick<Movie, 'slug' | 'title' | 'year' | 'director' | 'imdb_id'>;
