import { describe, expect, it } from 'vitest';
import { EMPTY_MOVIE, movieForm } from './movie-form';

const resolve = (values: typeof EMPTY_MOVIE) =>
  movieForm.resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('movieForm.resolver', () => {
  it('puts the message of one chip of a list at the list field, where the form shows it', async () => {
    const result = await resolve({
      ...EMPTY_MOVIE,
      title: 'Night Train',
      slug: 'night-train',
      genres: ['Drama', 'x'.repeat(41)],
    });
    expect(Object.keys(result.errors)).toEqual(['genres']);
    expect(result.errors.genres?.message).toMatch(/Genre/);
  });

  it('keeps the form values as typed and reports nothing for a valid movie', async () => {
    const values = { ...EMPTY_MOVIE, title: 'Night Train', slug: 'night-train', year: '1999', genres: ['Drama'] };
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(values);
  });
});
