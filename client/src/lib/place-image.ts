import { placeImagePath } from '@contracts';

/**
 * The server-drawn picture of a place without a photo (its surroundings, the spot, its name):
 * every place gets its own instead of one shared placeholder.
 */
export const placeImageUrl = placeImagePath;

/** SPEC §3's stock image: the last resort if even the place's own picture cannot load. */
export const STOCK_LOCATION_IMAGE = '/images/fallback-location.svg';

/** What a location shows without a (loadable) photo, in order. */
export const locationImageFallbacks = (slug: string): readonly string[] => [placeImageUrl(slug), STOCK_LOCATION_IMAGE];
