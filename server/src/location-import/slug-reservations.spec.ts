import { describe, expect, it } from '@jest/globals';
import { SlugReservations } from './slug-reservations.js';

describe(SlugReservations.name, () => {
  it('picks the base, then -2, -3, … around slugs already taken', () => {
    const slugs = new SlugReservations(new Set(['cafe-2']), 'location');
    expect(['Café', 'Cafe', 'CAFÉ', ''].map((text) => slugs.pick(text))).toEqual([
      'cafe',
      'cafe-3',
      'cafe-4',
      'location',
    ]);
  });

  it('frees the picks of a batch that rolled back, and keeps those of a batch written beside it', () => {
    const taken = new Set<string>();
    const slugs = new SlugReservations(taken, 'movie');
    const committed: string[] = [];
    const rolledBack: string[] = [];
    slugs.pick('Amélie 2001', undefined, committed);
    slugs.pick('Amélie 2001', undefined, rolledBack);
    slugs.pick('Heat 1995', undefined, rolledBack);
    slugs.pick('Amélie 2001', undefined, committed);
    slugs.release(rolledBack);
    expect([...taken]).toEqual(['amelie-2001', 'amelie-2001-3']);
    expect(slugs.pick('Heat 1995')).toBe('heat-1995');
    expect(slugs.pick('Amélie 2001')).toBe('amelie-2001-2');
  });
});
