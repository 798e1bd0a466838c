import { PhotosService } from '../media/index.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { AuditService, changedFields } from '../audit/index.js';
import {
  ADMIN_PAGE_SIZE,
  type locationCheckQuerySchema,
  type locationListQuerySchema,
} from '../contracts/admin-catalog-rules.js';
import type { AdminLocation, AdminLocationRow, AdminPageOf, LocationCheck } from '../contracts/admin-catalog.js';
import { TransactionRunner } from '../database/index.js';
import { OutboxService } from '../events/index.js';
import { ReviewsService } from '../reviews/index.js';
import { SlugRedirectsService } from '../slug-redirects/index.js';
import { pointOutsideCountry } from './location-check.js';
import type { Location } from './location.entity.js';
import { LocationsRepository, type LocationFields } from './locations.repository.js';

type Actor = { id: string; email: string };

/** Two locations of one movie closer than this are probably the same place entered twice. */
export const DUPLICATE_RADIUS_M = 50;

/**
 * Admin editing of locations (issue 11): one transaction per write with its slug history, audit
 * record and outbox event (the search index and the map follow the event).
 */
@Injectable()
export class LocationsAdminService {
  constructor(
    private readonly locations: LocationsRepository,
    private readonly reviews: ReviewsService,
    private readonly photos: PhotosService,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly redirects: SlugRedirectsService,
  ) {}

  async list(
    query: z.output<typeof locationListQuerySchema>,
  ): Promise<AdminPageOf<AdminLocationRow> & { countries: string[] }> {
    const { page, ...filter } = query;
    const [[rows, total], countries] = await Promise.all([
      this.locations.adminPage(filter, (page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE),
      this.locations.countries(),
    ]);
    const items = rows.map(({ id, slug, name, city, country, is_verified, movie }) => ({
      id,
      slug,
      name,
      city,
      country,
      is_verified,
      movie: { id: movie!.id, title: movie!.title, year: movie!.year },
    }));
    return { items, total, page, pageSize: ADMIN_PAGE_SIZE, countries };
  }

  async get(id: string): Promise<AdminLocation> {
    const location = await this.locations.findByIdWithMovie(id);
    if (!location) throw new NotFoundException('Location not found');
    const { movie, ...fields } = location;
    const [rating, photo] = await Promise.all([
      this.reviews.ratingSummary(id),
      this.photos.findById(location.photo_id),
    ]);
    return {
      ...fields,
      created_at: location.created_at.toISOString(),
      updated_at: location.updated_at.toISOString(),
      movie: { id: movie!.id, title: movie!.title, year: movie!.year },
      review_count: rating.count,
      photo,
    };
  }

  async check(query: z.output<typeof locationCheckQuerySchema>): Promise<LocationCheck> {
    const warnings: string[] = [];
    const outside = pointOutsideCountry(query.lat, query.lng, query.country);
    if (outside) warnings.push(outside);
    if (query.movie_id) {
      const near = await this.locations.sameMovieWithin(
        query.movie_id,
        query.lat,
        query.lng,
        DUPLICATE_RADIUS_M,
        query.exclude_id,
      );
      for (const other of near)
        warnings.push(`${other.distance_m} m from "${other.name}", another location of this movie`);
    }
    return { warnings };
  }

  async create(actor: Actor, fields: LocationFields): Promise<AdminLocation> {
    const location = await this.transactions.run(async (manager) => {
      await this.redirects.forgetSlug(manager, 'location', fields.slug);
      const created = await this.locations.insert(manager, fields);
      await this.recordWrite(manager, actor, created, 'create', Object.keys(fields));
      return created;
    });
    return this.get(location.id);
  }

  async update(actor: Actor, id: string, fields: LocationFields): Promise<AdminLocation> {
    await this.transactions.run(async (manager) => {
      const before = await this.locations.findForUpdate(manager, id);
      if (!before) throw new NotFoundException('Location not found');
      await this.locations.update(manager, id, fields);
      await this.redirects.recordRename(manager, 'location', id, before.slug, fields.slug);
      await this.recordWrite(
        manager,
        actor,
        { id, movie_id: fields.movie_id },
        'update',
        changedFields(before, fields),
      );
      // Moved to another movie: the old movie's page and index entry lose it.
      if (before.movie_id !== fields.movie_id) {
        await this.outbox.record(manager, { type: 'movie.saved', payload: { movieId: before.movie_id } });
      }
    });
    return this.get(id);
  }

  /** Its reviews go too (the confirmation dialog says so). */
  async delete(actor: Actor, id: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const location = await this.locations.findForUpdate(manager, id);
      if (!location) throw new NotFoundException('Location not found');
      await this.redirects.recordDeletion(manager, 'location', id);
      await this.locations.delete(manager, id);
      await this.audit.record(manager, { actor, entity: 'location', entityId: id, action: 'delete' });
      await this.outbox.record(manager, {
        type: 'location.deleted',
        payload: { locationId: id, movieId: location.movie_id },
      });
    });
  }

  private async recordWrite(
    manager: EntityManager,
    actor: Actor,
    location: Pick<Location, 'id' | 'movie_id'>,
    action: 'create' | 'update',
    fields: string[],
  ) {
    await this.audit.record(manager, {
      actor,
      entity: 'location',
      entityId: location.id,
      action,
      changedFields: fields,
    });
    await this.outbox.record(manager, {
      type: 'location.saved',
      payload: { locationId: location.id, movieId: location.movie_id },
    });
  }
}
