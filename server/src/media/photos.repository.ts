import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { describeConstraints } from '../database/index.js';
import { PhotoRow } from './photo.entity.js';

describeConstraints({
  locations_photo_id_fkey: { status: HttpStatus.BAD_REQUEST, message: 'That photo does not exist' },
  movies_poster_photo_id_fkey: { status: HttpStatus.BAD_REQUEST, message: 'That photo does not exist' },
  slides_photo_id_fkey: { status: HttpStatus.BAD_REQUEST, message: 'That photo does not exist' },
});

/**
 * Every column that may point at a photo: a photo none of them names is an orphan. A visitor's
 * suggested photo counts while the suggestion waits; accepted, it is the place's, and declined, it goes.
 */
const PHOTO_REFERENCES = `
  SELECT photo_id FROM locations WHERE photo_id IS NOT NULL
  UNION SELECT poster_photo_id FROM movies WHERE poster_photo_id IS NOT NULL
  UNION SELECT photo_id FROM slides WHERE photo_id IS NOT NULL
  UNION SELECT photo_id FROM location_suggestions WHERE photo_id IS NOT NULL AND state = 'pending'`;

/** The only place that queries the photos table. */
@Injectable()
export class PhotosRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(row: Omit<PhotoRow, 'created_at'>): Promise<PhotoRow> {
    return this.dataSource.getRepository(PhotoRow).save(row);
  }

  findById(id: string): Promise<PhotoRow | null> {
    return this.dataSource.getRepository(PhotoRow).findOneBy({ id });
  }

  async findByIds(ids: string[]): Promise<PhotoRow[]> {
    if (ids.length === 0) return [];
    return this.dataSource.getRepository(PhotoRow).createQueryBuilder('p').where('p.id = ANY(:ids)', { ids }).getMany();
  }

  async updateDetails(id: string, details: Pick<PhotoRow, 'alt' | 'author' | 'source_url' | 'licence'>) {
    const result = await this.dataSource.getRepository(PhotoRow).update({ id }, details);
    return (result.affected ?? 0) > 0;
  }

  /**
   * Orphans older than `graceMs` (an editor may have uploaded one and not saved the form yet),
   * deleted and returned in one statement so two cleaners never both take the same photo.
   */
  async deleteOrphans(graceMs: number, limit: number): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `DELETE FROM photos WHERE id IN (
         SELECT id FROM photos
          WHERE created_at < now() - make_interval(secs => $1) AND id NOT IN (${PHOTO_REFERENCES})
          ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [graceMs / 1000, limit],
    )) as [{ id: string }[], number];
    return rows[0].map((row) => row.id);
  }
}
