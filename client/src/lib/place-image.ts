import { placeImagePath, type PlaceImageView } from '@contracts/page-content';

/** SPEC §3's stock image: the last resort if even the place's own picture cannot load. */
export const STOCK_LOCATION_IMAGE = '/images/fallback-location.svg';

/**
 * What a location shows without a (loadable) photo, in order: the server-drawn picture of the
 * place (its surroundings, the spot — every place its own — and its name, on the `labelled` view
 * only), then the stock image.
 */
export const locationImageFallbacks = (slug: string, view: PlaceImageView = 'labelled'): readonly string[] => [
  placeImagePath(slug, view),
  STOCK_LOCATION_IMAGE,
];
