import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import {
  countOrEstimate,
  keysetPage,
  adminTextMatch,
  textSearchPage,
  type KeysetPage,
  type ListTotal,
  type PageRequest,
} from '../database/index.js';
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

  /**
   * The `limit` locations closest to the one with `slug` (itself left out), nearest first; null when
   * no location has that slug. One statement: the place is found by its slug and its neighbours by
   * the same KNN walk of locations_earth_idx as nearestTo (a LATERAL join passes its position in),
   * so the location page's Nearby costs one round trip and no entity.
   */
  async nearestToSlug(slug: string, limit: number): Promise<NearbyRow[] | null> {
    const rows = (await this.locations.query(
      `SELECT n.*
         FROM locations here
         LEFT JOIN LATERAL (
           SELECT l.slug, l.name, l.city, l.state, l.country, l.latitude, l.longitude, l.image_url,
                  m.title AS movie_title, m.slug AS movie_slug, m.year AS movie_year,
                  earth_distance(ll_to_earth(l.latitude, l.longitude), ll_to_earth(here.latitude, here.longitude)) / 1000 AS distance_km
             FROM locations l
             JOIN movies m ON m.id = l.movie_id
            WHERE l.id <> here.id
            ORDER BY ll_to_earth(l.latitude, l.longitude) <-> ll_to_earth(here.latitude, here.longitude)
            LIMIT $2
         ) n ON true
        WHERE here.slug = $1`,
      [slug, limit],
    )) as (NearbyRow | { slug: null })[];
    if (rows.length === 0) return null;
    // The place alone on the map: one row of nulls from the LEFT JOIN.
    return rows.filter((row): row is NearbyRow => row.slug !== null);
  }

  count(): Promise<number> {
    return this.locations.count();
  }

  /** SPEC §7 dashboard: the newest locations with their movie's title, by created_at descending. */
  listNewestWithMovieTitle(
    limit: number,
  ): Promise<{ id: string; name: string; movie_title: string; created_at: Date }[]> {
    return this.locations
      .createQueryBuilder('location')
      .innerJoin('location.movie', 'movie')
      .select([
        'location.id AS id',
        'location.name AS name',
        'movie.title AS movie_title',
        'location.created_at AS created_at',
      ])
      .orderBy('location.created_at', 'DESC')
      .addOrderBy('location.id', 'ASC')
      .limit(limit)
      .getRawMany();
  }

  findByIdWithMovie(id: string): Promise<Location | null> {
    return this.locations
      .createQueryBuilder('location')
      .innerJoin('location.movie', 'movie')
      .addSelect(JOINED_MOVIE_FIELDS.map((field) => `movie.${field}`))
      .where('location.id = :id', { id })
      .getOne();
  }

  /**
   * Admin list, one keyset page by name, then id (issue 36): `q` matches name, city or the movie's
   * title (accents and case folded); filters by movie, country (folded), verified. The total is counted up to a limit, estimated beyond.
   */
  async adminPage(
    filter: LocationAdminFilter,
    request: PageRequest,
    limit: number,
  ): Promise<KeysetPage<Location> & ListTotal> {
    const rows = () =>
      this.locations
        .createQueryBuilder('location')
        .innerJoin('location.movie', 'movie')
        .addSelect(JOINED_MOVIE_FIELDS.map((field) => `movie.${field}`));
    const filtered = <Q extends SelectQueryBuilder<Location>>(query: Q): Q => {
      if (filter.movie_id) query.andWhere('location.movie_id = :movieId', { movieId: filter.movie_id });
      if (filter.country)
        query.andWhere('search_fold(location.country) = search_fold(:country)', { country: filter.country });
      if (filter.verified !== undefined)
        query.andWhere('location.is_verified = :verified', { verified: filter.verified });
      return query;
    };
    const query = filtered(rows());
    const sort = { column: 'location.name', id: 'location.id', direction: 'ASC' as const, nullable: false };
    if (!filter.q) {
      const [page, total] = await Promise.all([keysetPage(query, sort, request, limit), countOrEstimate(query)]);
      return { ...page, ...total };
    }
    // admin_text: name, city and movie title folded, stored and trigram-indexed (migration 1763830038000).
    const text = adminTextMatch('location.admin_text', filter.q);
    // Every place has its movie (movie_id is NOT NULL): the search reads places alone.
    const places = filtered(this.locations.createQueryBuilder('location'));
    const { ids, ...total } = await textSearchPage(places, text, sort, request, limit);
    // Sorted by `name || ''` (the same order), so the planner reads these rows by id and sorts
    // them rather than walk the name index looking for them.
    const found = rows().where('location.id = ANY(:ids)', { ids });
    return { ...(await keysetPage(found, { ...sort, column: `(location.name || '')` }, request, limit)), ...total };
  }

  /**
   * Every country used so far, for the list's filter: a skip scan of the country index (one probe
   * per country), where DISTINCT read every row.
   */
  async countries(): Promise<string[]> {
    const rows: { country: string }[] = await this.locations.query(
      `WITH RECURSIVE found (country) AS (
         SELECT min(country) FROM locations WHERE country > ''
         UNION ALL
         SELECT (SELECT min(country) FROM locations WHERE country > found.country) FROM found WHERE found.country IS NOT NULL
       )
       SELECT country FROM found WHERE country IS NOT NULL`,
    );
    return rows.map((row) => row.country);
  }

  /** Other locations of the same movie within `meters` of a point (the picker's duplicate warning). */
  async sameMovieWithin(
    movieId: string,
    latitude: number,
    longitude: number,
    meters: number,
    excludeId?: string,
  ): Promise<{ name: string; distance_m: number }[]> {
    return this.locations.query(
      `SELECT name, round(earth_distance(ll_to_earth(latitude, longitude), ll_to_earth($2, $3)))::int AS distance_m
         FROM locations
        WHERE movie_id = $1 AND ($5::uuid IS NULL OR id <> $5::uuid)
          AND earth_box(ll_to_earth($2, $3), $4) @> ll_to_earth(latitude, longitude)
          AND earth_distance(ll_to_earth(latitude, longitude), ll_to_earth($2, $3)) <= $4
        ORDER BY distance_m`,
      [movieId, latitude, longitude, meters, excludeId ?? null],
    );
  }

  findForUpdate(manager: EntityManager, id: string): Promise<Location | null> {
    return manager
      .getRepository(Location)
      .createQueryBuilder('location')
      .setLock('pessimistic_write')
      .where('location.id = :id', { id })
      .getOne();
  }

  /** One insert for them all; the rows come back in the given order, with their ids. */
  insertMany(manager: EntityManager, rows: NewLocation[]): Promise<Location[]> {
    const locations = manager.getRepository(Location);
    return locations.save(rows.map((row) => locations.create(row)));
  }

  /** Slugs equal to or suffixed from one of the bases (`base`, `base-2`, …), to pick free ones. */
  async slugsFrom(manager: EntityManager, bases: string[]): Promise<Set<string>> {
    const rows: { slug: string }[] = await manager.query(
      `SELECT slug FROM locations WHERE slug = ANY($1) OR slug ~ ANY(SELECT '^' || b || '-[0-9]+$' FROM unnest($1::text[]) b)`,
      [bases],
    );
    return new Set(rows.map((r) => r.slug));
  }

  async update(manager: EntityManager, id: string, fields: LocationFields): Promise<void> {
    await manager.getRepository(Location).update({ id }, fields);
  }

  /** Its reviews go with it (ON DELETE CASCADE). */
  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(Location).delete({ id });
  }
}

export interface LocationAdminFilter {
  q?: string;
  movie_id?: string;
  country?: string;
  verified?: boolean;
}

export type LocationFields = Pick<
  Location,
  | 'movie_id'
  | 'name'
  | 'slug'
  | 'description'
  | 'scene_description'
  | 'address'
  | 'city'
  | 'state'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'image_url'
  | 'is_verified'
> & { photo_id?: string | null } & Partial<Pick<Location, 'precision' | 'kind' | 'scene' | 'scene_time'>>;

/** A new location: the demo seed also dates it, so "newest first" has a stable order. */
export type NewLocation = LocationFields & { created_at?: Date };
