import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SitemapTable } from './sitemap-xml.js';

export interface SlugStamp {
  slug: string;
  /** `updated_at` in the sitemap's form (ISO 8601, UTC, milliseconds), which also sorts as text. */
  lastmod: string;
}

/**
 * The timestamp written by PostgreSQL as the text the XML needs: parsing a million dates into
 * Date objects and back was half the client's time of a build.
 */
const LASTMOD = `to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS lastmod`;

/** The public rows of each table: published CMS pages only. */
const PUBLIC_ROWS: Record<SitemapTable, string> = {
  movies: `SELECT slug, ${LASTMOD} FROM movies`,
  locations: `SELECT slug, ${LASTMOD} FROM locations`,
  pages: `SELECT slug, ${LASTMOD} FROM pages WHERE is_published`,
};

/**
 * A read model over the public tables: slugs and last changes only, in plain SQL, read in slug
 * order a batch at a time (keyset on the unique slug index), so a million rows are never held
 * at once and each batch costs an index range scan, not an OFFSET.
 */
@Injectable()
export class SitemapRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Up to `limit` rows of `table` whose slug sorts after `afterSlug` (from the first when null). */
  stampsAfter(table: SitemapTable, afterSlug: string | null, limit: number): Promise<SlugStamp[]> {
    const base = PUBLIC_ROWS[table];
    const where = afterSlug === null ? '' : `${base.includes('WHERE') ? ' AND' : ' WHERE'} slug > $2`;
    const params: unknown[] = afterSlug === null ? [limit] : [limit, afterSlug];
    // The comparison and the order in the column's own collation: the unique index on slug serves both.
    return this.dataSource.query(`${base}${where} ORDER BY slug LIMIT $1`, params);
  }
}
