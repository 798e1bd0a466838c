import type { AdminLocationSummary } from '../contracts/admin-catalog.js';
import type { Location } from './location.entity.js';

/** The fields the admin lists show of a location (a movie's locations, the locations list). */
export function adminLocationSummary({ id, slug, name, city, country, is_verified }: Location): AdminLocationSummary {
  return { id, slug, name, city, country, is_verified };
}
