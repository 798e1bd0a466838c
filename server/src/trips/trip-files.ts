import type { TripPlan } from '../contracts/trips.js';
import { GPX_MEDIA_TYPE, KML_MEDIA_TYPE, toGpx, toKml, type PlannedTrip } from '../contracts/trip-planning/index.js';
import { locationPath } from '../contracts/page-content.js';
import { slugify } from '../common/slugify.js';

export type TripFileFormat = 'gpx' | 'kml';

export interface TripFile {
  body: string;
  contentType: string;
  /** Content-Disposition: an attachment named after the trip. */
  disposition: string;
}

/**
 * A trip as a GPX or KML download: each stop with its note and films and a link to its page,
 * numbered in walking order. `pageUrl` is the trip's own page (its share link when shared).
 */
export function tripFile(plan: TripPlan<Date>, format: TripFileFormat, siteUrl: string, pageUrl?: string): TripFile {
  const trip: PlannedTrip = {
    name: plan.name,
    description: `${plan.stops.length} film location${plan.stops.length === 1 ? '' : 's'}, planned on ReelAtlas`,
    url: pageUrl,
    stops: plan.stops.map((stop) => ({
      id: stop.id,
      name: stop.place.name,
      latitude: stop.place.latitude,
      longitude: stop.place.longitude,
      note: stop.note ?? undefined,
      movies: [stop.place.movie.title],
      visitMinutes: stop.visit_minutes ?? undefined,
      url: new URL(locationPath(stop.place.slug), siteUrl).href,
    })),
  };
  const body = format === 'gpx' ? toGpx(trip) : toKml(trip);
  return {
    body,
    contentType: `${format === 'gpx' ? GPX_MEDIA_TYPE : KML_MEDIA_TYPE}; charset=utf-8`,
    disposition: disposition(plan.name, format),
  };
}

/** An ASCII name for every browser, and the trip's own name (RFC 6266 filename*) for those that read it. */
function disposition(name: string, format: TripFileFormat): string {
  const ascii = `${slugify(name) || 'trip'}.${format}`;
  const encoded = encodeURIComponent(`${name}.${format}`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
