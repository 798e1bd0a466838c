// Random points on real land: Natural Earth 1:110m land polygons (world-atlas), rejection sampling.
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);

function inRing([x, y], ring) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * A ring that crosses the antimeridian made continuous: Natural Earth cuts Afro-Eurasia at 180°, so
 * its Chukotka end lies at -180…-169 while the rest runs to +180; moved east by 360°, the ring is one
 * shape from -18° to 191° (points sampled past 180° are wrapped back).
 */
function continuous(ring) {
  const xs = ring.map((p) => p[0]);
  if (Math.max(...xs) - Math.min(...xs) < 300) return ring;
  return ring.map(([x, y]) => [x < -150 ? x + 360 : x, y]);
}

/** Polygons with their bounding boxes, weighted by box area, Antarctica left out (no film sets). */
function landPolygons() {
  const topology = require('world-atlas/land-110m.json');
  const land = feature(topology, topology.objects.land);
  const polygons = land.features.flatMap((f) =>
    f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates,
  );
  return polygons
    .map((original) => {
      const rings = original.map(continuous);
      const xs = rings[0].map((p) => p[0]);
      const ys = rings[0].map((p) => p[1]);
      return { rings, box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] };
    })
    .filter((p) => p.box[1] > -60 && p.box[2] - p.box[0] < 300);
}

export function landPoints(count, random = Math.random) {
  const polygons = landPolygons();
  const weights = polygons.map(({ box }) => (box[2] - box[0]) * (box[3] - box[1]));
  const total = weights.reduce((a, b) => a + b, 0);
  const points = [];
  while (points.length < count) {
    let pick = random() * total;
    const polygon = polygons[weights.findIndex((w) => (pick -= w) <= 0)] ?? polygons[0];
    const [w, s, e, n] = polygon.box;
    const point = [w + random() * (e - w), s + random() * (n - s)];
    if (inRing(point, polygon.rings[0]) && !polygon.rings.slice(1).some((hole) => inRing(point, hole)))
      points.push([point[0] > 180 ? point[0] - 360 : point[0], point[1]]);
  }
  return points;
}
