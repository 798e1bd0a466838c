import { PhotosService } from '../media/index.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import { CatalogAdminWrites } from '../common/catalog-admin-writes.js';
import { ADMIN_PAGE_SIZE, type movieListQuerySchema } from '../contracts/admin-catalog-rules.js';
import type { AdminMovie, AdminMovieRow, AdminPageOf } from '../contracts/admin-catalog.js';
import { TransactionRunner, adminPageOf, decodeCursor } from '../database/index.js';
import { LocationsService, adminLocationSummary } from '../locations/index.js';
import type { z } from 'zod';
import { MovieWrites } from './movie-writes.service.js';
import { MoviesRepository, fieldsOf, type MovieFields } from './movies.repository.js';

type ListQuery = z.output<typeof movieListQuerySchema>;

/**
 * Admin editing of movies (issue 11): the list and the editor's view here, the writes (through
 * MovieWrites, one transaction each) in CatalogAdminWrites. Deleting a movie deletes its locations
 * and their reviews too (the confirmation dialog names them).
 */
@Injectable()
export class MoviesAdminService extends CatalogAdminWrites<MovieFields, AdminMovie> {
  constructor(
    private readonly movies: MoviesRepository,
    writes: MovieWrites,
    private readonly locations: LocationsService,
    transactions: TransactionRunner,
    private readonly photos: PhotosService,
  ) {
    super(writes, transactions);
  }

  async list(query: ListQuery): Promise<AdminPageOf<AdminMovieRow>> {
    // Dates read best newest first, names A to Z.
    const order = query.order ?? (query.sort === 'created_at' || query.sort === 'year' ? 'desc' : 'asc');
    const page = await this.movies.adminPage(
      { q: query.q, sort: query.sort, order: order === 'asc' ? 'ASC' : 'DESC' },
      { after: decodeCursor(query.after), before: decodeCursor(query.before) },
      ADMIN_PAGE_SIZE,
    );
    const items = page.rows.map(({ id, slug, title, year, director, location_count, created_at }) => ({
      id,
      slug,
      title,
      year,
      director,
      location_count,
      created_at: created_at.toISOString(),
    }));
    return adminPageOf(items, page, ADMIN_PAGE_SIZE);
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
      locations: locations.map(adminLocationSummary),
      review_count: reviewCount,
    };
  }
}
