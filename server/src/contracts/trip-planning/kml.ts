import { numberedName, stopDescription } from './trip-description.js';
import type { PlannedTrip, TripStop } from './trip-stop.js';
import { degrees, xmlElement, xmlText } from './xml-text.js';

export const KML_MEDIA_TYPE = 'application/vnd.google-earth.kml+xml';

/**
 * The trip as KML 2.2 (OGC 07-147r2), the format Google My Maps imports: a placemark per stop and
 * the walking route as a line. My Maps shows ExtendedData as the layer's table columns, so the
 * films and the note are there as well as in the description.
 */
export function toKml(trip: PlannedTrip): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    `<Document>${xmlElement('name', trip.name)}${xmlElement('description', trip.description)}`,
    ...trip.stops.map(placemark),
    trip.stops.length > 1 ? routeLine(trip.stops) : '',
    '</Document>',
    '</kml>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** KML writes longitude first. */
const coordinates = (stop: TripStop): string => `${degrees(stop.longitude)},${degrees(stop.latitude)}`;

function placemark(stop: TripStop, index: number): string {
  return (
    `<Placemark>${xmlElement('name', numberedName(stop, index))}${xmlElement('description', stopDescription(stop))}` +
    `${extendedData(stop, index)}<Point><coordinates>${coordinates(stop)}</coordinates></Point></Placemark>`
  );
}

function extendedData(stop: TripStop, index: number): string {
  const fields: [string, string | undefined][] = [
    ['Stop', String(index + 1)],
    ['Films', stop.movies?.join(', ')],
    ['Note', stop.note?.trim()],
    ['Page', stop.url],
  ];
  const data = fields
    .filter(([, value]) => value)
    .map(([name, value]) => `<Data name="${xmlText(name)}">${xmlElement('value', value)}</Data>`);
  return `<ExtendedData>${data.join('')}</ExtendedData>`;
}

function routeLine(stops: readonly TripStop[]): string {
  return (
    '<Placemark><name>Walking route</name><LineString><tessellate>1</tessellate>' +
    `<coordinates>${stops.map(coordinates).join(' ')}</coordinates></LineString></Placemark>`
  );
}
