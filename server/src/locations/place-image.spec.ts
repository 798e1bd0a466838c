import { describe, expect, it } from '@jest/globals';
import { buildPlaceImage, clipToView, PLACE_IMAGE_HEIGHT, PLACE_IMAGE_WIDTH } from './place-image.js';

describe('clipToView', () => {
  it('keeps a ring inside the picture as it is', () => {
    const ring: [number, number][] = [
      [10, 10],
      [100, 10],
      [100, 100],
    ];
    expect(clipToView(ring)).toEqual(ring);
  });

  it('cuts a ring that runs far outside to the picture and its margin', () => {
    const huge: [number, number][] = [
      [-5000, -5000],
      [5000, -5000],
      [5000, 5000],
      [-5000, 5000],
    ];
    const clipped = clipToView(huge);
    expect(clipped).toHaveLength(4);
    for (const [x, y] of clipped) {
      expect(x).toBeGreaterThanOrEqual(-8);
      expect(x).toBeLessThanOrEqual(PLACE_IMAGE_WIDTH + 8);
      expect(y).toBeGreaterThanOrEqual(-8);
      expect(y).toBeLessThanOrEqual(PLACE_IMAGE_HEIGHT + 8);
    }
  });

  it('drops a ring entirely outside the picture', () => {
    expect(
      clipToView([
        [-900, -900],
        [-800, -900],
        [-800, -800],
      ]),
    ).toEqual([]);
  });
});

describe('buildPlaceImage', () => {
  it('draws a place inside a continent in a few kilobytes', () => {
    const svg = buildPlaceImage({
      name: 'Old Cathedral',
      city: 'New York',
      country: 'United States',
      latitude: 40.7235,
      longitude: -73.9954,
    });
    expect(svg).toContain('aria-label="Map of Old Cathedral, New York, United States"');
    // Before clipping, the whole of North America's coastline made this ~110 KB.
    expect(svg.length).toBeLessThan(40_000);
  });
});
