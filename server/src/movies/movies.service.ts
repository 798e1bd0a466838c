import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Paginated } from '../common/pagination.dto.js';
import type { MovieDetail as MovieDetailContract, MovieListItem } from '../contracts/movies.js';
import { LocationsService } from '../locations/index.js';
import { PhotosService } from '../media/index.js';
import type { Movie } from './movie.entity.js';
import { MoviesRepository } from './movies.repository.js';
import { SlugMovedException, SlugRedirectsService } from '../slug-redirects/index.js';

/** GET /api/movies/:slug (contracts/movies.ts); TypeORM's Date timestamps serialise to its strings. */
export type MovieDetail = MovieDetailContract<Date>;

@Injectable()
export class MoviesService {
  constructor(
    private readonly movies: MoviesRepository,
    private readonly locations: LocationsService,
    private readonly redirects: SlugRedirectsService,
    private readonly photos: PhotosService,
  ) {}

  async listNewest(offset: number, limit: number): Promise<Paginated<MovieListItem<Date>>> {
    const [movies, total] = await this.movies.listNewest(offset, limit);
    const photos = await this.photos.findByIds(movies.map((movie) => movie.poster_photo_id));
    const items = movies.map((movie) => ({ ...movie, poster_photo: photos.get(movie.poster_photo_id ?? '') ?? null }));
    return { items, total, offset, limit };
  }

  /** Admin dashboard (SPEC §7): the total and the newest movies. */
  async overview(recent: number): Promise<{ total: number; recent: Movie[] }> {
    const [items, total] = await this.movies.listNewest(0, recent);
    return { total, recent: items };
  }

  count(manager?: EntityManager): Promise<number> {
    return this.movies.count(manager);
  }

  /** Read in the caller's transaction when it passes its manager. */
  findById(id: string, manager?: EntityManager): Promise<Movie | null> {
    return this.movies.findById(id, manager);
  }

  /** A movie with this slug, this title and year, or this IMDb id (one a new draft would repeat). */
  findDuplicate(slug: string, title: string, year: number | null, imdbId: string | null): Promise<Movie | null> {
    return this.movies.findDuplicate(slug, title, year, imdbId);
  }

  async getBySlug(slug: string): Promise<MovieDetail> {
    const movie = await this.movies.findBySlug(slug);
    if (!movie) {
      const current = await this.redirects.currentSlug('movie', slug);
      if (current) throw new SlugMovedException(`/api/movies/${current}`);
      throw new NotFoundException('Movie not found');
    }
    const [locations, posterPhoto] = await Promise.all([
      this.locations.listByMovie(movie.id),
      this.photos.findById(movie.poster_photo_id),
    ]);
    return { ...movie, locations, poster_photo: posterPhoto };
  }
}
