import { Injectable } from '@nestjs/common';
import { PLACE_IMAGE_FILES, type PlaceImageView } from '../contracts/page-content.js';
import { SlugMovedException } from '../slug-redirects/index.js';
import { LocationsService } from './locations.service.js';
import { buildPlaceImage } from './place-image.js';

/** Images kept in memory (~20 kB each): the places people are looking at right now. */
const CACHE_SIZE = 500;

/**
 * The picture of a place without a photo (place-image.ts), built on first request and kept per
 * version of the place (its updated_at), so an edited position or name draws a new one.
 */
@Injectable()
export class PlaceImagesService {
  private readonly cache = new Map<string, string>();

  constructor(private readonly locations: LocationsService) {}

  async svgFor(slug: string, view: PlaceImageView = 'labelled'): Promise<{ svg: string; version: string }> {
    const location = await this.locations.getBySlug(slug).catch((error: unknown) => {
      // An old slug's image lives at the current slug's image URL, not at its API record.
      if (error instanceof SlugMovedException)
        throw new SlugMovedException(`${error.location}/${PLACE_IMAGE_FILES[view]}`);
      throw error;
    });
    const version = `${location.id}:${location.updated_at}:${view}`;
    let svg = this.cache.get(version);
    if (!svg) {
      svg = buildPlaceImage(location, view);
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(version, svg);
    }
    return { svg, version };
  }
}
