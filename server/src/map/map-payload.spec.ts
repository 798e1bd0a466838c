import { describe, expect, it } from '@jest/globals';
import { buildMapPayload } from './map-payload.js';

describe('buildMapPayload', () => {
  it('stores one column per field with movies and countries as lookup tables', () => {
    const payload = buildMapPayload(
      [
        {
          slug: 'a',
          name: 'A',
          city: 'Paris',
          country: 'France',
          latitude: 48.858412345,
          longitude: 2.2945,
          movie_id: 'm2',
          precision: 'exact',
          kind: 'filmed_here',
        },
        {
          slug: 'b',
          name: 'B',
          city: null,
          country: null,
          latitude: -1,
          longitude: 1,
          movie_id: 'm1',
          precision: 'city',
          kind: 'set_here_filmed_elsewhere',
        },
        {
          slug: 'c',
          name: 'C',
          city: 'Lyon',
          country: 'France',
          latitude: 45.76,
          longitude: 4.83,
          movie_id: 'm2',
          precision: 'street',
          kind: 'filmed_here',
        },
      ],
      [
        { id: 'm1', slug: 'one', title: 'One', year: 2001 },
        { id: 'm2', slug: 'two', title: 'Two', year: null },
      ],
    );
    expect(payload).toEqual({
      movies: { slug: ['one', 'two'], title: ['One', 'Two'], year: [2001, null] },
      countries: ['France'],
      locations: {
        slug: ['a', 'b', 'c'],
        name: ['A', 'B', 'C'],
        city: ['Paris', null, 'Lyon'],
        country: [0, -1, 0],
        lat: [48.85841, -1, 45.76],
        lon: [2.2945, 1, 4.83],
        movie: [1, 0, 1],
        precision: [0, 3, 1],
        kind: [0, 1, 0],
      },
    });
  });
});
