import { describe, expect, it } from 'vitest';
import type { SavedPlace } from '@contracts';
import { filterOptions, filterPlaces } from './filter-places';

const place = (name: string, movie: string, country: string | null, kind: 'want' | 'been' = 'want'): SavedPlace => ({
  location_id: `id-${name}`,
  kind,
  visited_at: null,
  saved_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  location: {
    id: `id-${name}`,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    address: null,
    city: null,
    country,
    latitude: 0,
    longitude: 0,
    photo: null,
    image_url: null,
    movie: { id: `m-${movie}`, slug: movie.toLowerCase().replace(/\W+/g, '-'), title: movie, year: 2000 },
  },
});

const items = [
  place('Spanish Steps', 'Roman Holiday', 'Italy'),
  place('Trevi Fountain', 'La Dolce Vita', 'Italy', 'been'),
  place('Bar Vitelli', 'The Godfather', 'Italy'),
  place('Radio City', 'The Godfather', 'United States', 'been'),
  place('Somewhere at sea', 'Roman Holiday', null),
];

describe('filterOptions', () => {
  it('offers each movie and country of both lists once, alphabetically', () => {
    const options = filterOptions(items);
    expect(options.movies.map((movie) => movie.title)).toEqual(['La Dolce Vita', 'Roman Holiday', 'The Godfather']);
    expect(options.countries).toEqual(['Italy', 'United States']);
  });
});

describe('filterPlaces', () => {
  const names = (list: SavedPlace[]) => list.map(({ location }) => location.name);

  it('keeps every place without a filter', () => {
    expect(filterPlaces(items, { movie: null, country: null })).toHaveLength(5);
  });

  it('keeps the places of one movie, or of one country, or of both', () => {
    expect(names(filterPlaces(items, { movie: 'the-godfather', country: null }))).toEqual([
      'Bar Vitelli',
      'Radio City',
    ]);
    expect(names(filterPlaces(items, { movie: null, country: 'Italy' }))).toEqual([
      'Spanish Steps',
      'Trevi Fountain',
      'Bar Vitelli',
    ]);
    expect(names(filterPlaces(items, { movie: 'the-godfather', country: 'United States' }))).toEqual(['Radio City']);
  });

  it('leaves nothing for a movie or country no saved place has', () => {
    expect(filterPlaces(items, { movie: 'vertigo', country: null })).toEqual([]);
    expect(filterPlaces(items, { movie: null, country: 'France' })).toEqual([]);
  });
});
