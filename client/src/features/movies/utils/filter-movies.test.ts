import { describe, expect, it } from 'vitest';
import type { Movie } from '@contracts';
import { filterMovies } from './filter-movies';

const movie = (title: string, director: string | null, description: string | null): Movie => ({
  id: title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  year: 2000,
  director,
  description,
  poster_url: null,
  backdrop_url: null,
  poster_photo_id: null,
  genres: [],
  imdb_id: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
});

const movies = [
  movie('Vertigo', 'Alfred Hitchcock', 'A detective in San Francisco.'),
  movie('North by Northwest', 'Alfred Hitchcock', null),
  movie('Notting Hill', null, 'A bookshop owner in London.'),
];
const titles = (query: string) => filterMovies(movies, query).map((m) => m.title);

describe('filterMovies (SPEC §2 movie list)', () => {
  it('keeps every movie for an empty or blank query', () => {
    expect(titles('')).toHaveLength(3);
    expect(titles('   ')).toHaveLength(3);
  });

  it('matches title, director or description, ignoring case', () => {
    expect(titles('VERTIGO')).toEqual(['Vertigo']);
    expect(titles('hitchcock')).toEqual(['Vertigo', 'North by Northwest']);
    expect(titles('london')).toEqual(['Notting Hill']);
  });

  it('matches a part of a word and skips missing fields', () => {
    expect(titles('book')).toEqual(['Notting Hill']);
    expect(titles('nobody')).toEqual([]);
  });
});
