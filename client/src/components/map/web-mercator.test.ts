import { describe, expect, it } from 'vitest';
import {
  boundsOnScreen,
  fitBounds,
  latitudeAt,
  longitudeAt,
  mercatorX,
  mercatorY,
  panCamera,
  project,
} from './web-mercator';

const screen = { width: 1280, height: 736 };

describe('web mercator', () => {
  it('puts the camera centre in the middle of the screen and the screen edges at its bounds', () => {
    const camera = { longitude: 16.37, latitude: 48.21, zoom: 5.3 };
    expect(project(camera, screen, camera.longitude, camera.latitude)).toEqual({ x: 640, y: 368 });
    const [west, south, east, north] = boundsOnScreen(camera, screen);
    const topLeft = project(camera, screen, west, north);
    const bottomRight = project(camera, screen, east, south);
    expect(topLeft.x).toBeCloseTo(0, 6);
    expect(topLeft.y).toBeCloseTo(0, 6);
    expect(bottomRight.x).toBeCloseTo(1280, 6);
    expect(bottomRight.y).toBeCloseTo(736, 6);
  });

  it('inverts its own projection', () => {
    for (const [longitude, latitude] of [
      [-122.42, 37.77],
      [151.21, -33.87],
      [0, 0],
    ]) {
      expect(longitudeAt(mercatorX(longitude))).toBeCloseTo(longitude, 9);
      expect(latitudeAt(mercatorY(latitude))).toBeCloseTo(latitude, 9);
    }
  });

  it('matches the zoom-0 world of the map libraries: 512 pixels, Greenwich in the middle', () => {
    const camera = { longitude: 0, latitude: 0, zoom: 0 };
    expect(project(camera, { width: 512, height: 512 }, -180, 0).x).toBeCloseTo(0, 9);
    expect(project(camera, { width: 512, height: 512 }, 180, 0).x).toBeCloseTo(512, 9);
    expect(project(camera, { width: 512, height: 512 }, 0, 85.051129).y).toBeCloseTo(0, 3);
  });

  it('fits bounds inside the padded screen, touching it on the tighter side, as fitBounds does', () => {
    const padding = { top: 24, right: 24, bottom: 24, left: 460 };
    const bounds: [number, number, number, number] = [-122.4, -33.9, 151.2, 64.1];
    const camera = fitBounds(bounds, screen, padding);
    const topLeft = project(camera, screen, bounds[0], bounds[3]);
    const bottomRight = project(camera, screen, bounds[2], bounds[1]);
    expect(topLeft.x).toBeGreaterThanOrEqual(padding.left - 1e-6);
    expect(topLeft.y).toBeGreaterThanOrEqual(padding.top - 1e-6);
    expect(bottomRight.x).toBeLessThanOrEqual(screen.width - padding.right + 1e-6);
    expect(bottomRight.y).toBeLessThanOrEqual(screen.height - padding.bottom + 1e-6);
    const slackX = topLeft.x - padding.left + (screen.width - padding.right - bottomRight.x);
    const slackY = topLeft.y - padding.top + (screen.height - padding.bottom - bottomRight.y);
    expect(Math.min(slackX, slackY)).toBeCloseTo(0, 6);
    // Centred in the padded area.
    expect(topLeft.x - padding.left).toBeCloseTo(screen.width - padding.right - bottomRight.x, 6);
  });

  it('keeps a fit within the zoom limits (one place: the largest zoom allowed)', () => {
    const one: [number, number, number, number] = [2.35, 48.85, 2.35, 48.85];
    expect(fitBounds(one, screen, { top: 0, right: 0, bottom: 0, left: 0 }, { maxZoom: 16 })).toMatchObject({
      zoom: 16,
    });
    const world: [number, number, number, number] = [-180, -85, 180, 85];
    expect(
      fitBounds(world, { width: 200, height: 300 }, { top: 0, right: 0, bottom: 0, left: 0 }, { minZoom: -1 }).zoom,
    ).toBe(-1);
  });

  it('pans so that the point under the pointer stays under it', () => {
    const camera = { longitude: 10, latitude: 45, zoom: 3 };
    const grabbed = { x: 900, y: 200 };
    const [longitude, latitude] = [
      longitudeAt(mercatorX(camera.longitude) + (grabbed.x - 640) / (512 * 8)),
      latitudeAt(mercatorY(camera.latitude) + (grabbed.y - 368) / (512 * 8)),
    ];
    const moved = panCamera(camera, -150, 90);
    const now = project(moved, screen, longitude, latitude);
    expect(now.x).toBeCloseTo(750, 6);
    expect(now.y).toBeCloseTo(290, 6);
    expect(moved.zoom).toBe(3);
    // Across the antimeridian the longitude wraps into one world.
    expect(panCamera({ longitude: 179, latitude: 0, zoom: 0 }, -512 / 180, 0).longitude).toBeCloseTo(-179, 6);
  });
});
