import { describe, expect, it } from '@jest/globals';
import type { ProposedPlace } from '../contracts/contributions.js';
import { hasMarkup, isUnsafeLink } from './plain-text.js';
import { precisionProblem, suggestionWarnings } from './suggestion-warnings.js';

const place = (fields: Partial<ProposedPlace> = {}): ProposedPlace => ({
  name: 'Pont des Arts',
  latitude: 48.858353,
  longitude: 2.337474,
  address: null,
  city: 'Paris',
  country: 'France',
  scene: null,
  scene_time: null,
  precision: 'exact',
  kind: 'filmed_here',
  ...fields,
});

describe('plain text of visitors', () => {
  it('refuses tags, comments, entities and control characters, and keeps ordinary punctuation', () => {
    for (const text of ['<b>x</b>', 'a </p>', '<!-- x -->', '<?php', '&lt;script', '&#60;', 'a\u0000b'])
      expect(hasMarkup(text)).toBe(true);
    for (const text of ['a < b and c > d', 'Rock & roll', 'Line one\nLine two\ttab', '3<4'])
      expect(hasMarkup(text)).toBe(false);
  });

  it('lets a source be words or an http(s) link, never a script or data address', () => {
    for (const text of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'ftp://example.com/a'])
      expect(isUnsafeLink(text)).toBe(true);
    for (const text of ['https://example.com/a', 'http://example.com', 'Note: seen in the trailer', 'The DVD'])
      expect(isUnsafeLink(text)).toBe(false);
  });
});

describe('suggestion warnings', () => {
  it('names each same-movie place nearby as a likely duplicate', () => {
    const nearby = [{ id: 'p1', slug: 'pont', name: 'Pont', distance_m: 12 }];
    const [warning] = suggestionWarnings(place(), { sameMovieNearby: nearby, cityCentre: null });
    expect(warning).toEqual({
      code: 'near_duplicate',
      message: '12 m from "Pont", a place of the same movie (within 100 m): probably the same place',
      place: nearby[0],
    });
  });

  it('warns of a point outside the stated country, with the country it is in', () => {
    const warnings = suggestionWarnings(place({ latitude: 51.5007, longitude: -0.1246 }), {
      sameMovieNearby: [],
      cityCentre: null,
    });
    expect(warnings.map((warning) => warning.code)).toEqual(['outside_country']);
    expect(warnings[0].message).toContain('United Kingdom');
  });

  it('finds a rough pin for an exact spot, and a City only pin away from the city or with no city', () => {
    expect(precisionProblem(place({ latitude: 48.86, longitude: 2.3375 }), null)).toContain('2 decimal');
    expect(precisionProblem(place({ precision: 'street' }), null)).toBeNull();
    expect(precisionProblem(place({ precision: 'area', latitude: 48.9, longitude: 2.3 }), null)).toBeNull();
    const centre = { latitude: 48.8566, longitude: 2.3522 };
    expect(precisionProblem(place({ precision: 'city', latitude: 48.86, longitude: 2.35 }), centre)).toBeNull();
    expect(precisionProblem(place({ precision: 'city', latitude: 49.2, longitude: 2.35 }), centre)).toMatch(
      /^"City only" pin 38 km from the centre of Paris/,
    );
    expect(precisionProblem(place({ precision: 'city', city: null }), centre)).toBe('"City only" but no city is given');
    // No catalogue place in that city yet: no centre to measure from, no warning made up.
    expect(precisionProblem(place({ precision: 'city', latitude: 49.2 }), null)).toBeNull();
  });
});
