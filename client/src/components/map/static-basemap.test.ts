import { describe, expect, it } from 'vitest';
import { prepareBasemap } from './static-basemap';
import { mercatorX, mercatorY } from './web-mercator';

const square = [
  [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
    [0, 0],
  ],
];

const style = {
  sources: {
    countries: {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: { name: 'Square' }, geometry: { type: 'Polygon', coordinates: square } },
        ],
      },
    },
    borders: { type: 'geojson', data: { type: 'MultiLineString', coordinates: [square[0].slice(0, 2)] } },
    labels: {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: { name: 'Small', rank: 1 }, geometry: { type: 'Point', coordinates: [1, 1] } },
          {
            type: 'Feature',
            properties: { name: 'Large', rank: 90 },
            geometry: { type: 'Point', coordinates: [5, 5] },
          },
        ],
      },
    },
  },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': '#0c1a2b' } },
    { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#1f2a3c' } },
    { id: 'coast', type: 'line', source: 'countries', paint: { 'line-color': '#334155', 'line-width': 0.6 } },
    {
      id: 'borders',
      type: 'line',
      source: 'borders',
      paint: { 'line-color': '#526175', 'line-width': 0.8, 'line-dasharray': [3, 2] },
    },
    {
      id: 'labels',
      type: 'symbol',
      source: 'labels',
      minzoom: 1.5,
      layout: { 'text-field': ['get', 'name'], 'text-size': ['interpolate', ['linear'], ['zoom'], 2, 10, 6, 15] },
      paint: { 'text-color': '#94a3b8', 'text-halo-color': '#0c1a2b', 'text-halo-width': 1.2 },
    },
    { id: 'unknown', type: 'heatmap', source: 'labels' },
  ],
};

describe('prepareBasemap (the /map preview picture)', () => {
  const { layers } = prepareBasemap(style);

  it('keeps the style’s layers in order with their colours, and skips what it cannot draw', () => {
    expect(layers.map((layer) => layer.type)).toEqual(['background', 'fill', 'line', 'line', 'text']);
    expect(layers[0]).toEqual({ type: 'background', colour: '#0c1a2b' });
    expect(layers[1]).toMatchObject({ type: 'fill', colour: '#1f2a3c' });
  });

  it('projects every ring and line once, in world fractions', () => {
    const land = layers[1] as Extract<(typeof layers)[number], { type: 'fill' }>;
    expect(land.shapes).toHaveLength(1);
    expect(Array.from(land.shapes[0].slice(0, 4))).toEqual([mercatorX(0), mercatorY(0), mercatorX(10), mercatorY(0)]);
    // The coastline strokes the same polygon outline; borders are the mesh lines.
    expect((layers[2] as { shapes: Float64Array[] }).shapes).toHaveLength(1);
    expect((layers[3] as { shapes: Float64Array[] }).shapes[0]).toHaveLength(4);
  });

  it('dashes lines in line widths, as MapLibre does', () => {
    expect((layers[3] as { dash: number[] }).dash.map((d) => +d.toFixed(2))).toEqual([2.4, 1.6]);
  });

  it('orders labels by rank, largest first, and sizes them by zoom', () => {
    const text = layers[4] as Extract<(typeof layers)[number], { type: 'text' }>;
    expect(text.labels.map((label) => label.text)).toEqual(['Large', 'Small']);
    expect(text.minZoom).toBe(1.5);
    expect(text.size(1)).toBe(10);
    expect(text.size(4)).toBe(12.5);
    expect(text.size(8)).toBe(15);
  });
});
