import { describe, expect, it } from '@jest/globals';
import type { FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { buildOfflineStyle } from './offline-basemap.js';

const style = buildOfflineStyle() as {
  sources: {
    land: { data: FeatureCollection<MultiPolygon | Polygon> };
    coastline: { data: MultiLineString };
  };
};
const rings = style.sources.land.data.features.flatMap((f) =>
  f.geometry.type === 'Polygon' ? f.geometry.coordinates : f.geometry.coordinates.flat(),
);
const jumpsAcross = (line: Position[]) => line.some((p, i) => i > 0 && Math.abs(p[0] - line[i - 1][0]) > 180);
const aroundAPole = (ring: Position[]) => ring.some(([, lat]) => Math.abs(lat) > 85);

describe('buildOfflineStyle', () => {
  it('draws no ring across the antimeridian except around a pole, and each ring mostly in the world', () => {
    expect(rings.length).toBeGreaterThan(100);
    expect(rings.filter((ring) => !aroundAPole(ring) && jumpsAcross(ring))).toEqual([]);
    for (const ring of rings) {
      const longitudes = ring.map(([lon]) => lon);
      expect(Math.abs(Math.min(...longitudes) + Math.max(...longitudes)) / 2).toBeLessThanOrEqual(180);
    }
  });

  it("runs Antarctica's land to the South Pole, so it reaches the bottom edge of the world all along", () => {
    const antarctica = rings.filter(aroundAPole);
    expect(antarctica).toHaveLength(1);
    const atThePole = antarctica[0].filter(([, lat]) => lat === -90).map(([lon]) => lon);
    expect(atThePole).toEqual([180, -180]);
  });

  it('draws the coastline with no line across the world (neither a crossing nor the pole)', () => {
    const lines = style.sources.coastline.data.coordinates;
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.filter(jumpsAcross)).toEqual([]);
    expect(lines.flat().filter(([, lat]) => lat === -90)).toEqual([]);
  });
});
