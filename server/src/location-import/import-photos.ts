import { Injectable, Logger } from '@nestjs/common';
import { TransactionRunner } from '../database/index.js';
import { LocationWrites, importKey } from '../locations/index.js';
import { MAX_PHOTO_BYTES, PhotosService } from '../media/index.js';
import type { ImportRow } from './location-csv.js';

const DOWNLOAD_TIMEOUT_MS = 15_000;

export interface PhotoImportReport {
  attached: number;
  failed: { line: number; message: string }[];
}

/**
 * The CSV's image_url column: each place that has none yet gets its photo downloaded through the
 * same pipeline as an upload (type by content, size limit, EXIF removed, every width). A failure
 * (no network, a 404, not an image) is logged and leaves the place without a photo.
 */
@Injectable()
export class ImportPhotos {
  private readonly logger = new Logger(ImportPhotos.name);

  constructor(
    private readonly locations: LocationWrites,
    private readonly photos: PhotosService,
    private readonly transactions: TransactionRunner,
  ) {}

  async attach(rows: ImportRow[]): Promise<PhotoImportReport> {
    const report: PhotoImportReport = { attached: 0, failed: [] };
    const wanted = rows.filter((row) => row.image);
    if (wanted.length === 0) return report;
    const withoutPhoto = await this.locations.importedWithoutPhoto();
    for (const row of wanted) {
      const location = withoutPhoto.get(importKey({ source: row.source, source_record_id: row.sourceRecordId }));
      if (!location) continue;
      try {
        const image = row.image!;
        const bytes = await this.download(image.url);
        const photo = await this.photos.upload(
          bytes,
          {
            alt: image.alt ?? row.name,
            author: image.author ?? new URL(image.url).hostname,
            licence: image.licence ?? 'See source',
            source_url: image.sourceUrl ?? image.url,
          },
          null,
        );
        await this.transactions.run((manager) => this.locations.attachImportedPhoto(manager, location, photo.id));
        report.attached++;
      } catch (error) {
        const message = `photo not imported (${row.image!.url}): ${(error as Error).message}`;
        this.logger.warn(`line ${row.line}: ${message}`);
        report.failed.push({ line: row.line, message });
      }
    }
    return report;
  }

  private async download(url: string): Promise<Buffer> {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
      redirect: 'follow',
      headers: { 'User-Agent': 'ReelAtlas location import' },
    });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_PHOTO_BYTES) throw new Error('larger than 15 MB');
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_PHOTO_BYTES) throw new Error('larger than 15 MB');
    return bytes;
  }
}
