import { PhotosService } from '../media/index.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService, changedFields } from '../audit/index.js';
import { ADMIN_PAGE_SIZE, type movieListQuerySchema } from '../contracts/admin-catalog-rules.js';
import type { AdminMovie, AdminMovieRow, AdminPageOf } from '../contracts/admin-catalog.js';
import { TransactionRunner } from '../database/index.js';
import { OutboxService } from '../events/index.js';
import { LocationsService } from '../locations/index.js';
import { SlugRedirectsService } from '../slug-redirects/index.js';
import type { z } from 'zod';
import type { Movie } from './movie.entity.js';
import { MoviesRepository, type MovieFields } from './movies.repository.js';

type Actor = { id: string; email: string };
type ListQuery = z.output<typeof movieListQuerySchema>;

/**
 * Admin editing of movies (issue 11). Each write is one transaction holding the row change, its
 * slug history, its audit record and its outbox event, so the search index and the map follow
 * exactly the writes that committed.
 */
@Injectable()
export class MoviesAdminService {
  constructor(
    private readonly movies: MoviesRepository,
    private readonly locations: LocationsService,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly redirects: SlugRedirectsService,
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
      ...toFields(movie),
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
    const movie = await this.transactions.run(async (manager) => {
      await this.redirects.forgetSlug(manager, 'movie', fields.slug);
      const created = await this.movies.insert(manager, fields);
      await this.recordWrite(manager, actor, created.id, 'create', Object.keys(fields));
      return created;
    });
    return this.get(movie.id);
  }

  async update(actor: Actor, id: string, fields: MovieFields): Promise<AdminMovie> {
    await this.transactions.run(async (manager) => {
      const before = await this.movies.findForUpdate(manager, id);
      if (!before) throw new NotFoundException('Movie not found');
      await this.movies.update(manager, id, fields);
      await this.redirects.recordRename(manager, 'movie', id, before.slug, fields.slug);
      await this.recordWrite(manager, actor, id, 'update', changedFields(toFields(before), fields));
    });
    return this.get(id);
  }

  /** Its locations and their reviews go too (the confirmation dialog names them). */
  async delete(actor: Actor, id: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const movie = await this.movies.findForUpdate(manager, id);
      if (!movie) throw new NotFoundException('Movie not found');
      for (const location of await this.locations.listByMovie(id))
        await this.redirects.recordDeletion(manager, 'location', location.id);
      await this.redirects.recordDeletion(manager, 'movie', id);
      await this.movies.delete(manager, id);
      await this.audit.record(manager, { actor, entity: 'movie', entityId: id, action: 'delete' });
      await this.outbox.record(manager, { type: 'movie.deleted', payload: { movieId: id } });
    });
  }

  private async recordWrite(
    manager: EntityManager,
    actor: Actor,
    id: string,
    action: 'create' | 'update',
    fields: string[],
  ) {
    await this.audit.record(manager, { actor, entity: 'movie', entityId: id, action, changedFields: fields });
    await this.outbox.record(manager, { type: 'movie.saved', payload: { movieId: id } });
  }
}

function toFields(movie: Movie): MovieFields {
  const { title, slug, year, director, description, poster_url, backdrop_url, genres, imdb_id, poster_photo_id } =
    movie;
  return { title, slug, year, director, description, poster_url, backdrop_url, genres, imdb_id, poster_photo_id };
}
