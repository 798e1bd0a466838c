import type { Feature, Polygon } from 'geojson';

const EARTH_RADIUS_M = 6_371_008.8;

/**
 * A circle of `radiusM` metres around a point as a GeoJSON polygon of `steps` corners, each placed
 * by the great-circle destination formula (so it stays round away from the equator on the map).
 */
export function circlePolygon(latitude: number, longitude: number, radiusM: number, steps = 64): Feature<Polygon> {
  const lat = (latitude * Math.PI) / 180;
  const lon = (longitude * Math.PI) / 180;
  const angle = radiusM / EARTH_RADIUS_M;
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const bearing = ((i % steps) / steps) * 2 * Math.PI;
    const pointLat = Math.asin(Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(bearing));
    const pointLon =
      lon +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angle) * Math.cos(lat),
        Math.cos(angle) - Math.sin(lat) * Math.sin(pointLat),
      );
    ring.push([(pointLon * 180) / Math.PI, (pointLat * 180) / Math.PI]);
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
}
