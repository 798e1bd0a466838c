import { placeImagePath } from '@contracts';

/** SPEC §3's stock image: the last resort if even the place's own picture cannot load. */
export const STOCK_LOCATION_IMAGE = '/images/fallback-location.svg';

/**
 * What a location shows without a (loadable) photo, in order: the server-drawn picture of the
 * place (its surroundings, the spot, its name — every place its own), then the stock image.
 */
export const locationImageFallbacks = (slug: string): readonly string[] => [placeImagePath(slug), STOCK_LOCATION_IMAGE];
