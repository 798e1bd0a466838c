import { numberedName, stopDescription } from './trip-description.js';
import type { PlannedTrip, TripStop } from './trip-stop.js';
import { degrees, xmlElement, xmlText } from './xml-text.js';

export const GPX_MEDIA_TYPE = 'application/gpx+xml';
const CREATOR = 'ReelAtlas';

/**
 * The trip as GPX 1.1 (https://www.topografix.com/GPX/1/1/): a waypoint per stop, and the stops
 * in walking order as one route, which OsmAnd, Organic Maps and Garmin devices follow. Children
 * are written in the order the schema requires (name, cmt, desc, link, type), which strict readers
 * such as Garmin's check.
 */
export function toGpx(trip: PlannedTrip): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${CREATOR}" xmlns="http://www.topografix.com/GPX/1/1" ` +
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
      'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    metadata(trip),
    ...trip.stops.map(waypoint),
    trip.stops.length > 1 ? route(trip) : '',
    '</gpx>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

function metadata(trip: PlannedTrip): string {
  return `<metadata>${xmlElement('name', trip.name)}${xmlElement('desc', trip.description)}${link(trip.url, trip.name)}${bounds(trip.stops)}</metadata>`;
}

const link = (url: string | undefined, text: string): string =>
  url ? `<link href="${xmlText(url)}">${xmlElement('text', text)}</link>` : '';

function bounds(stops: readonly TripStop[]): string {
  if (stops.length === 0) return '';
  const latitudes = stops.map((stop) => stop.latitude);
  const longitudes = stops.map((stop) => stop.longitude);
  return (
    `<bounds minlat="${degrees(Math.min(...latitudes))}" minlon="${degrees(Math.min(...longitudes))}" ` +
    `maxlat="${degrees(Math.max(...latitudes))}" maxlon="${degrees(Math.max(...longitudes))}"/>`
  );
}

const position = (stop: TripStop): string => `lat="${degrees(stop.latitude)}" lon="${degrees(stop.longitude)}"`;

function waypoint(stop: TripStop, index: number): string {
  return (
    `<wpt ${position(stop)}>${xmlElement('name', numberedName(stop, index))}${xmlElement('cmt', stop.note?.trim())}` +
    `${xmlElement('desc', stopDescription(stop))}${link(stop.url, stop.name)}<type>Film location</type></wpt>`
  );
}

function route(trip: PlannedTrip): string {
  const points = trip.stops.map(
    (stop, index) => `<rtept ${position(stop)}>${xmlElement('name', numberedName(stop, index))}</rtept>`,
  );
  return `<rte>${xmlElement('name', trip.name)}\n${points.join('\n')}\n</rte>`;
}
