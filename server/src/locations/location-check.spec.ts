import { describe, expect, it } from '@jest/globals';
import { locationSchema, movieSchema, slugify } from '../contracts/admin-catalog-rules.js';
import { pointOutsideCountry } from './location-check.js';

describe('slugify (SPEC §5 derivation)', () => {
  it('lowercases, trims, turns whitespace into hyphens, drops other characters and collapses hyphens', () => {
    expect(slugify('  The Lord of the Rings: The Fellowship  ')).toBe('the-lord-of-the-rings-the-fellowship');
    expect(slugify('Amélie -- Café des 2 Moulins!')).toBe('amelie-cafe-des-2-moulins');
    expect(slugify('???')).toBe('');
  });
});

describe('pointOutsideCountry (offline borders)', () => {
  it('says where a point is when it is not in the stated country, by name or code', () => {
    expect(pointOutsideCountry(48.8584, 2.2945, 'France')).toBeNull();
    expect(pointOutsideCountry(48.8584, 2.2945, 'FR')).toBeNull();
    expect(pointOutsideCountry(41.9009, 12.4833, 'France')).toBe('This point is in Italy, not in France');
    expect(pointOutsideCountry(40.7128, -74.006, 'United States')).toBeNull();
    expect(pointOutsideCountry(51.5072, -0.1276, 'United States')).toBe(
      'This point is in United Kingdom, not in United States of America',
    );
    expect(pointOutsideCountry(22.28, 114.17, 'Hong Kong')).toBeNull();
    expect(pointOutsideCountry(55.95, -3.19, 'United Kingdom')).toBeNull();
  });

  it('stays silent when the country is empty or unknown, and names open water', () => {
    expect(pointOutsideCountry(41.9, 12.48, '')).toBeNull();
    expect(pointOutsideCountry(41.9, 12.48, 'Atlantis')).toBeNull();
    expect(pointOutsideCountry(30, -30, 'Brazil')).toBe('This point is in no country (open water?), not in Brazil');
  });
});

describe('catalog rules', () => {
  const movie = {
    title: 'T',
    slug: 't',
    year: null,
    director: '',
    description: null,
    poster_url: '',
    backdrop_url: null,
    genres: [],
    imdb_id: '',
  };

  it('turns empty optional text into null and accepts tt ids only', () => {
    expect(movieSchema.parse(movie)).toMatchObject({ director: null, poster_url: null, imdb_id: null });
    expect(movieSchema.safeParse({ ...movie, imdb_id: 'tt1234567' }).success).toBe(true);
    expect(movieSchema.safeParse({ ...movie, imdb_id: 'tt12' }).success).toBe(false);
    expect(movieSchema.safeParse({ ...movie, poster_url: 'ftp://x.example/p.jpg' }).success).toBe(false);
  });

  it('keeps coordinates in range', () => {
    const location = {
      movie_id: '00000000-0000-4000-8000-000000000000',
      name: 'N',
      slug: 'n',
      description: null,
      scene_description: null,
      address: null,
      city: null,
      state: null,
      country: null,
      latitude: 90,
      longitude: -180,
      image_url: null,
      is_verified: false,
    };
    expect(locationSchema.safeParse(location).success).toBe(true);
    expect(locationSchema.safeParse({ ...location, latitude: 90.0001 }).success).toBe(false);
    expect(locationSchema.safeParse({ ...location, longitude: Number.NaN }).success).toBe(false);
  });
});
