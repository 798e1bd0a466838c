import { PhotosService } from '../media/index.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import { ADMIN_PAGE_SIZE, type movieListQuerySchema } from '../contracts/admin-catalog-rules.js';
import type { AdminMovie, AdminMovieRow, AdminPageOf } from '../contracts/admin-catalog.js';
import { TransactionRunner } from '../database/index.js';
import { LocationsService } from '../locations/index.js';
import type { z } from 'zod';
import { MovieWrites, type Actor } from './movie-writes.service.js';
import { MoviesRepository, fieldsOf, type MovieFields } from './movies.repository.js';

type ListQuery = z.output<typeof movieListQuerySchema>;

/**
 * Admin editing of movies (issue 11). Each write is one transaction in which MovieWrites changes
 * the row with its slug history, audit record and outbox event, so the search index and the map
 * follow exactly the writes that committed.
 */
@Injectable()
export class MoviesAdminService {
  constructor(
    private readonly movies: MoviesRepository,
    private readonly writes: MovieWrites,
    private readonly locations: LocationsService,
    private readonly transactions: TransactionRunner,
    private readonly photos: PhotosService,
  ) {}

  async list(query: ListQuery): Promise<AdminPageOf<AdminMovieRow>> {
    // Dates read best newest first, names A to Z.
    const order = query.order ?? (query.sort === 'created_at' || query.sort === 'year' ? 'desc' : 'asc');
    const [rows, total] = await this.movies.adminPage(
      { q: query.q, sort: query.sort, order: order === 'asc' ? 'ASC' : 'DESC' },
      (query.page - 1) * ADMIN_PAGE_SIZE,
      ADMIN_PAGE_SIZE,
    );
    const items = rows.map(({ id, slug, title, year, director, location_count, created_at }) => ({
      id,
      slug,
      title,
      year,
      director,
      location_count,
      created_at: created_at.toISOString(),
    }));
    return { items, total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
  }

  async get(id: string): Promise<AdminMovie> {
    const movie = await this.movies.findById(id);
    if (!movie) throw new NotFoundException('Movie not found');
    const [locations, reviewCount, posterPhoto] = await Promise.all([
      this.locations.listByMovie(id),
      this.movies.reviewCount(id),
      this.photos.findById(movie.poster_photo_id),
    ]);
    return {
      ...fieldsOf(movie),
      poster_photo_id: movie.poster_photo_id,
      poster_photo: posterPhoto,
      id: movie.id,
      created_at: movie.created_at.toISOString(),
      updated_at: movie.updated_at.toISOString(),
      locations: locations.map(({ id, slug, name, city, country, is_verified }) => ({
        id,
        slug,
        name,
        city,
        country,
        is_verified,
      })),
      review_count: reviewCount,
    };
  }

  async create(actor: Actor, fields: MovieFields): Promise<AdminMovie> {
    const movie = await this.transactions.run((manager) => this.writes.create(manager, fields, actor));
    return this.get(movie.id);
  }

  async update(actor: Actor, id: string, fields: MovieFields): Promise<AdminMovie> {
    await this.transactions.run((manager) => this.writes.update(manager, id, fields, actor));
    return this.get(id);
  }

  /** Its locations and their reviews go too (the confirmation dialog names them). */
  async delete(actor: Actor, id: string): Promise<void> {
    await this.transactions.run((manager) => this.writes.delete(manager, id, actor));
  }
}
