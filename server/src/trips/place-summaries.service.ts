import { Injectable } from '@nestjs/common';
import type { PlaceSummary } from '../contracts/trips.js';
import { PhotosService } from '../media/index.js';
import { toPlaceSummary, type PlaceRow } from './place-summary.js';

/** Turns place rows into PlaceSummary, with their uploaded photos read in one query. */
@Injectable()
export class PlaceSummaries {
  constructor(private readonly photos: PhotosService) {}

  /** `rows[i]` with its place as `place`, in the same order. */
  async attach<T extends PlaceRow>(rows: readonly T[]): Promise<{ row: T; place: PlaceSummary }[]> {
    const photos = await this.photos.findByIds(rows.map((row) => row.place_photo_id));
    return rows.map((row) => ({ row, place: toPlaceSummary(row, photos) }));
  }
}
