import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { MovieSort } from '../contracts/admin-catalog.js';
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

  count(): Promise<number> {
    return this.movies.count();
  }

  findById(id: string): Promise<Movie | null> {
    return this.movies.findOne({ where: { id } });
  }

  /**
   * Admin list: `q` matches title, director or year (substring, any case); the chosen sort, then
   * id, so pages never overlap. Each row carries its location count.
   */
  async adminPage(
    filter: { q?: string; sort: MovieSort; order: 'ASC' | 'DESC' },
    offset: number,
    limit: number,
  ): Promise<[(Movie & { location_count: number })[], number]> {
    const query = this.movies
      .createQueryBuilder('movie')
      .addSelect('(SELECT count(*)::int FROM locations l WHERE l.movie_id = movie.id)', 'location_count')
      .orderBy(`movie.${filter.sort}`, filter.order, filter.order === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST')
      .addOrderBy('movie.id', 'ASC')
      .skip(offset)
      .take(limit);
    if (filter.q) {
      const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where('(movie.title ILIKE :like OR movie.director ILIKE :like OR movie.year::text LIKE :like)', { like });
    }
    const [{ entities, raw }, total] = await Promise.all([query.getRawAndEntities(), query.getCount()]);
    // getRawAndEntities keeps the order of both lists; the count is the extra column.
    return [
      entities.map((movie, i) => ({
        ...movie,
        location_count: Number((raw[i] as { location_count: number }).location_count),
      })),
      total,
    ];
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

  insert(manager: EntityManager, fields: MovieFields): Promise<Movie> {
    return manager.getRepository(Movie).save(manager.getRepository(Movie).create(fields));
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
