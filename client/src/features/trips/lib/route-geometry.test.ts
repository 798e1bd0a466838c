import { describe, expect, it } from 'vitest';
import { stop } from '../testing/trip-fixtures';
import { stopBounds, walkLines } from './route-geometry';

const at = (name: string, position: number, latitude: number, longitude: number) => {
  const made = stop(name, position);
  return { ...made, place: { ...made.place, latitude, longitude } };
};

describe('route geometry', () => {
  it('bounds the stops, or nothing without stops', () => {
    expect(stopBounds([])).toBeNull();
    expect(stopBounds([at('A', 0, 48.8, 2.3), at('B', 1, 48.9, 2.4), at('C', 2, 48.85, 2.2)])).toEqual([
      [2.2, 48.8],
      [2.4, 48.9],
    ]);
  });

  it('draws one line per leg, marking the ones between days', () => {
    const stops = [at('A', 0, 48.8, 2.3), at('B', 1, 48.9, 2.4), at('C', 2, 48.85, 2.2)];
    const legs = [
      { from_stop_id: stops[0].id, to_stop_id: stops[1].id, metres: 1, minutes: 1, same_day: true },
      { from_stop_id: stops[1].id, to_stop_id: stops[2].id, metres: 1, minutes: 1, same_day: false },
    ];
    const lines = walkLines(stops, legs);
    expect(lines.features.map((line) => line.properties.overnight)).toEqual([false, true]);
    expect(lines.features[0].geometry.coordinates).toEqual([
      [2.3, 48.8],
      [2.4, 48.9],
    ]);
    expect(walkLines(stops.slice(0, 1), []).features).toEqual([]);
  });
});
