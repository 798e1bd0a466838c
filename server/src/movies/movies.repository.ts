import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
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
}
