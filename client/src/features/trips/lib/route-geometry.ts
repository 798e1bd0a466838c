import type { TripLeg, TripStopView } from '@contracts';

type Position = [longitude: number, latitude: number];

/** [[west, south], [east, north]] around the stops, or null without any. */
export function stopBounds(stops: readonly TripStopView[]): [Position, Position] | null {
  if (stops.length === 0) return null;
  const longitudes = stops.map((stop) => stop.place.longitude);
  const latitudes = stops.map((stop) => stop.place.latitude);
  return [
    [Math.min(...longitudes), Math.min(...latitudes)],
    [Math.max(...longitudes), Math.max(...latitudes)],
  ];
}

/**
 * The walk as map lines: each leg between consecutive stops, marked `overnight` when it crosses
 * from one day to the next (drawn dashed: nobody walks it in one go).
 */
export function walkLines(stops: readonly TripStopView[], legs: readonly TripLeg[]) {
  const overnight = new Set(legs.filter((leg) => !leg.same_day).map((leg) => `${leg.from_stop_id}>${leg.to_stop_id}`));
  const features = stops.slice(1).map((to, index) => {
    const from = stops[index];
    const at = (stop: TripStopView): Position => [stop.place.longitude, stop.place.latitude];
    return {
      type: 'Feature' as const,
      properties: { overnight: overnight.has(`${from.id}>${to.id}`) },
      geometry: { type: 'LineString' as const, coordinates: [at(from), at(to)] },
    };
  });
  return { type: 'FeatureCollection' as const, features };
}
