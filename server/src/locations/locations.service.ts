import { Injectable, NotFoundException } from '@nestjs/common';
import { PhotosService } from '../media/index.js';
import { ReviewsService } from '../reviews/index.js';
import { SlugMovedException, SlugRedirectsService } from '../slug-redirects/index.js';
import type { LocationDetail as LocationDetailContract, NearbyLocation } from '../contracts/locations.js';
import type { Photo } from '../contracts/photos.js';
import type { Location } from './location.entity.js';
import { LocationsRepository, type NearbyRow } from './locations.repository.js';
import { PlaceCreditRepository } from './place-credit.repository.js';

export type { NearbyLocation };

export const NEARBY_COUNT = 6;

function toNearbyLocation(row: NearbyRow): NearbyLocation {
  const { movie_title, movie_slug, movie_year, distance_km, ...location } = row;
  return {
    ...location,
    distance_km: Math.round(Number(distance_km) * 10) / 10,
    movie: { title: movie_title, slug: movie_slug, year: movie_year },
  };
}

/** GET /api/locations/:slug (contracts/locations.ts); TypeORM's Date timestamps serialise to its strings. */
export type LocationDetail = LocationDetailContract<Date>;

@Injectable()
export class LocationsService {
  constructor(
    private readonly locations: LocationsRepository,
    private readonly reviews: ReviewsService,
    private readonly redirects: SlugRedirectsService,
    private readonly photos: PhotosService,
    private readonly credits: PlaceCreditRepository,
  ) {}

  /** A movie's locations, each with its uploaded photo (or null). */
  async listByMovie(movieId: string): Promise<(Location & { photo: Photo | null })[]> {
    const locations = await this.locations.listByMovie(movieId);
    const photos = await this.photos.findByIds(locations.map((location) => location.photo_id));
    return locations.map((location) => ({ ...location, photo: photos.get(location.photo_id ?? '') ?? null }));
  }

  /** Every country a location names, in order (one index probe per country). */
  countries(): Promise<string[]> {
    return this.locations.countries();
  }

  /** Admin dashboard (SPEC §7): the total and the newest locations with their movie's title. */
  async overview(recent: number) {
    const [total, items] = await Promise.all([this.locations.count(), this.locations.listNewestWithMovieTitle(recent)]);
    return { total, recent: items };
  }

  /** SPEC §2 location page "Nearby": the closest other locations, nearest first. */
  async nearbyOf(slug: string, limit = NEARBY_COUNT): Promise<NearbyLocation[]> {
    const rows = await this.locations.nearestToSlug(slug, limit);
    if (!rows) throw new NotFoundException('Location not found');
    return rows.map(toNearbyLocation);
  }

  /** "Near me" on the map: the closest locations to the visitor's position. */
  async nearestTo(latitude: number, longitude: number, limit: number): Promise<NearbyLocation[]> {
    return (await this.locations.nearestTo(latitude, longitude, limit)).map(toNearbyLocation);
  }

  async getBySlug(slug: string): Promise<LocationDetail> {
    const location = await this.locations.findBySlugWithMovie(slug);
    if (!location) {
      const current = await this.redirects.currentSlug('location', slug);
      if (current) throw new SlugMovedException(`/api/locations/${current}`);
      throw new NotFoundException('Location not found');
    }
    const [rating, photo, credit] = await Promise.all([
      this.reviews.ratingSummary(location.id),
      this.photos.findById(location.photo_id),
      this.credits.creditOf(location.id),
    ]);
    // findBySlugWithMovie joins the movie (an inner join), so it is always there.
    return {
      ...location,
      movie: location.movie!,
      rating_average: rating.average,
      review_count: rating.count,
      photo,
      credit,
    };
  }
}
