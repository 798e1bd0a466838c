import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Location } from './location.entity.js';

export interface NearbyRow {
  slug: string;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  image_url: string | null;
  movie_title: string;
  movie_slug: string;
  movie_year: number | null;
  distance_km: number;
}

/** The movie fields SPEC §3 joins onto a location. */
export const JOINED_MOVIE_FIELDS = ['id', 'title', 'slug', 'year', 'director'] as const;

@Injectable()
export class LocationsRepository {
  constructor(@InjectRepository(Location) private readonly locations: Repository<Location>) {}

  listByMovie(movieId: string): Promise<Location[]> {
    return this.locations.find({ where: { movie_id: movieId }, order: { name: 'ASC', id: 'ASC' } });
  }

  findBySlugWithMovie(slug: string): Promise<Location | null> {
    return this.locations
      .createQueryBuilder('location')
      .innerJoin('location.movie', 'movie')
      .addSelect(JOINED_MOVIE_FIELDS.map((field) => `movie.${field}`))
      .where('location.slug = :slug', { slug })
      .getOne();
  }

  /**
   * The `limit` locations closest to a point, nearest first, with great-circle distance in km.
   * The ORDER BY matches locations_earth_idx exactly so PostgreSQL walks the GiST index (KNN).
   */
  async nearestTo(latitude: number, longitude: number, limit: number, excludeId?: string): Promise<NearbyRow[]> {
    return this.locations.query(
      `SELECT l.slug, l.name, l.city, l.state, l.country, l.latitude, l.longitude, l.image_url,
              m.title AS movie_title, m.slug AS movie_slug, m.year AS movie_year,
              earth_distance(ll_to_earth(l.latitude, l.longitude), ll_to_earth($1, $2)) / 1000 AS distance_km
         FROM locations l
         JOIN movies m ON m.id = l.movie_id
        WHERE $4::uuid IS NULL OR l.id <> $4::uuid
        ORDER BY ll_to_earth(l.latitude, l.longitude) <-> ll_to_earth($1, $2)
        LIMIT $3`,
      [latitude, longitude, limit, excludeId ?? null],
    );
  }

  count(): Promise<number> {
    return this.locations.count();
  }

  /** SPEC §7 dashboard: the newest locations with their movie's title, by created_at descending. */
  listNewestWithMovieTitle(limit: number): Promise<{ id: string; name: string; movie_title: string; created_at: Date }[]> {
    return this.locations
      .createQueryBuilder('location')
      .innerJoin('location.movie', 'movie')
      .select(['location.id AS id', 'location.name AS name', 'movie.title AS movie_title', 'location.created_at AS created_at'])
      .orderBy('location.created_at', 'DESC')
      .addOrderBy('location.id', 'ASC')
      .limit(limit)
      .getRawMany();
  }
}
