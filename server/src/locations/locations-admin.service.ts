import { PhotosService } from '../media/index.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { z } from 'zod';
import { CatalogAdminWrites } from '../common/catalog-admin-writes.js';
import {
  ADMIN_PAGE_SIZE,
  type locationCheckQuerySchema,
  type locationListQuerySchema,
} from '../contracts/admin-catalog-rules.js';
import type { AdminLocation, AdminLocationRow, AdminPageOf, LocationCheck } from '../contracts/admin-catalog.js';
import { TransactionRunner, adminPageOf, decodeCursor } from '../database/index.js';
import { ReviewsService } from '../reviews/index.js';
import { adminLocationSummary } from './admin-location-summary.js';
import { pointOutsideCountry } from './location-check.js';
import { LocationWrites } from './location-writes.service.js';
import { LocationsRepository, type LocationFields } from './locations.repository.js';

/** Two locations of one movie closer than this are probably the same place entered twice. */
export const DUPLICATE_RADIUS_M = 50;

/**
 * Admin editing of locations (issue 11): the list, the editor's view and the point check here, the
 * writes (through LocationWrites, one transaction each) in CatalogAdminWrites. Deleting a location
 * deletes its reviews too (the confirmation dialog says so).
 */
@Injectable()
export class LocationsAdminService extends CatalogAdminWrites<LocationFields, AdminLocation> {
  constructor(
    private readonly locations: LocationsRepository,
    writes: LocationWrites,
    private readonly reviews: ReviewsService,
    private readonly photos: PhotosService,
    transactions: TransactionRunner,
  ) {
    super(writes, transactions);
  }

  async list(
    query: z.output<typeof locationListQuerySchema>,
  ): Promise<AdminPageOf<AdminLocationRow> & { countries: string[] }> {
    const { after, before, ...filter } = query;
    const [page, countries] = await Promise.all([
      this.locations.adminPage(filter, { after: decodeCursor(after), before: decodeCursor(before) }, ADMIN_PAGE_SIZE),
      this.locations.countries(),
    ]);
    const items = page.rows.map((location) => ({
      ...adminLocationSummary(location),
      movie: { id: location.movie!.id, title: location.movie!.title, year: location.movie!.year },
    }));
    return { ...adminPageOf(items, page, ADMIN_PAGE_SIZE), countries };
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
}
