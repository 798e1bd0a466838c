import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Photo, PhotoDetails } from '../contracts/photos.js';
import { MAX_PHOTO_BYTES, sniffImageType } from './image-type.js';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage.port.js';
import type { PhotoRow } from './photo.entity.js';
import { UnreadableImageError } from './photo-pipeline.js';
import { PhotoProcessor } from './photo-processor.js';
import { PhotosRepository } from './photos.repository.js';

/** Where the media controller serves a stored file. */
export const mediaUrl = (key: string) => `/api/media/${key}`;

/** How long an uploaded photo may wait for the form that will use it before it counts as an orphan. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class PhotosService {
  private readonly logger = new Logger(PhotosService.name);

  constructor(
    private readonly repository: PhotosRepository,
    private readonly processor: PhotoProcessor,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  /**
   * Checks the bytes (by content, never by name), makes the variants and stores them, then records
   * the photo. Files written before a failure are removed again.
   */
  async upload(bytes: Buffer, details: PhotoDetails, uploadedBy: string | null): Promise<Photo> {
    if (bytes.length === 0) throw new BadRequestException('Choose a photo to upload');
    if (bytes.length > MAX_PHOTO_BYTES) throw new BadRequestException('Photos can be at most 15 MB');
    const type = await sniffImageType(bytes);
    if (!type) throw new UnsupportedMediaTypeException('Upload a JPEG, PNG, WebP or AVIF photo');
    const id = randomUUID();
    let processed;
    try {
      processed = await this.processor.process(bytes, type, id);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw new BadRequestException(error.message);
      throw error;
    }
    try {
      for (const file of processed.files) await this.storage.put(file.key, file.bytes, file.contentType);
      const row = await this.repository.insert({
        id,
        width: processed.width,
        height: processed.height,
        variants: processed.variants,
        placeholder: processed.placeholder,
        ...details,
        uploaded_by: uploadedBy,
      });
      return toPhoto(row);
    } catch (error) {
      await this.storage.deletePrefix(`photos/${id}/`).catch(() => undefined);
      throw error;
    }
  }

  async updateDetails(id: string, details: PhotoDetails): Promise<Photo> {
    if (!(await this.repository.updateDetails(id, details))) throw new NotFoundException('Photo not found');
    return toPhoto((await this.repository.findById(id))!);
  }

  async findById(id: string | null | undefined): Promise<Photo | null> {
    if (!id) return null;
    const row = await this.repository.findById(id);
    return row ? toPhoto(row) : null;
  }

  /** Several at once (a movie's locations), keyed by id. */
  async findByIds(ids: (string | null | undefined)[]): Promise<Map<string, Photo>> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    const rows = await this.repository.findByIds(wanted);
    return new Map(rows.map((row) => [row.id, toPhoto(row)]));
  }

  /** A stored file for the media route, or null. */
  readFile(key: string): Promise<Buffer | null> {
    return this.storage.get(key);
  }

  /** Removes photos nothing uses (replaced, removed, or uploaded and never saved) and their files. */
  async cleanOrphans(graceMs = ORPHAN_GRACE_MS): Promise<number> {
    let removed = 0;
    for (;;) {
      const ids = await this.repository.deleteOrphans(graceMs, 100);
      for (const id of ids) await this.storage.deletePrefix(`photos/${id}/`);
      removed += ids.length;
      if (ids.length < 100) break;
    }
    if (removed > 0) this.logger.log(`Removed ${removed} unused photo(s)`);
    return removed;
  }
}

export function toPhoto(row: PhotoRow): Photo {
  const srcset = (format: 'avif' | 'webp') =>
    row.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${mediaUrl(variant.key)} ${variant.width}w`)
      .join(', ');
  const webp = row.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
  const main = webp.filter((variant) => variant.width <= 1280).at(-1) ?? webp[0];
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    src: mediaUrl(main.key),
    srcset: { avif: srcset('avif'), webp: srcset('webp') },
    placeholder: row.placeholder,
    alt: row.alt,
    credit: { author: row.author, source_url: row.source_url, licence: row.licence },
  };
}
