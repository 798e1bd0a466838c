import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface SlugStamp {
  slug: string;
  updated_at: Date;
}

export interface SitemapRows {
  movies: SlugStamp[];
  locations: SlugStamp[];
  pages: SlugStamp[];
}

/**
 * A read model over the public tables: slugs and last changes only, in plain SQL, so 100,000 rows
 * cost a few hundred milliseconds once per data version instead of hydrating entities.
 */
@Injectable()
export class SitemapRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async rows(): Promise<SitemapRows> {
    const [movies, locations, pages] = await Promise.all([
      this.stamps(`SELECT slug, updated_at FROM movies ORDER BY slug`),
      this.stamps(`SELECT slug, updated_at FROM locations ORDER BY slug`),
      this.stamps(`SELECT slug, updated_at FROM pages WHERE is_published ORDER BY slug`),
    ]);
    return { movies, locations, pages };
  }

  private stamps(sql: string): Promise<SlugStamp[]> {
    return this.dataSource.query(sql);
  }
}
