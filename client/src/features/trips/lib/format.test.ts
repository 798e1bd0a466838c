import { describe, expect, it } from 'vitest';
import { addressLine, countOf, daySummary, formatDistance, formatMinutes, placesLine } from './format';

describe('trip formatting', () => {
  // Distances in metres, then kilometres with one decimal, then whole kilometres; durations in
  // minutes and hours, never "0 min" for a short walk.
  it.each([
    ['distance', 0, '0 m'],
    ['distance', 847, '850 m'],
    ['distance', 1234, '1.2 km'],
    ['distance', 9960, '10 km'],
    ['distance', 123_456, '123 km'],
    ['duration', 0, '0 min'],
    ['duration', 0.2, '1 min'],
    ['duration', 25.4, '25 min'],
    ['duration', 60, '1 h'],
    ['duration', 125, '2 h 5 min'],
  ] as const)('writes the %s %d as "%s"', (what, value, text) => {
    const format = what === 'distance' ? formatDistance : formatMinutes;
    expect(format(value)).toBe(text);
  });

  it('counts and lists places', () => {
    expect(countOf(1, 'stop')).toBe('1 stop');
    expect(countOf(1200, 'stop')).toBe('1,200 stops');
    expect(placesLine(['Paris', 'Lyon'], ['France'])).toBe('Paris, Lyon · France');
    expect(placesLine(['A', 'B', 'C', 'D', 'E'], ['X', 'Y'])).toBe('A, B, C and 2 more · X, Y');
    expect(placesLine([], [])).toBe('');
  });

  it('writes an address without naming its city or country twice', () => {
    const place = { address: '15 Rue Lepic, 75018 Paris', city: 'Paris', country: 'France' };
    expect(addressLine(place)).toBe('15 Rue Lepic, 75018 Paris, France');
    expect(addressLine({ ...place, address: null })).toBe('Paris, France');
    expect(addressLine({ address: 'Piazza di Spagna', city: null, country: 'Italy' })).toBe('Piazza di Spagna, Italy');
  });

  it('sums a day up in one line, leaving out a walk of nothing', () => {
    const day = { walking_metres: 3400, walking_minutes: 46, visit_minutes: 60, total_minutes: 106 };
    expect(daySummary(2, day)).toBe('2 stops · 3.4 km walking (46 min) · 1 h at the stops · 1 h 46 min in all');
    expect(daySummary(1, { ...day, walking_metres: 0, walking_minutes: 0, total_minutes: 60 })).toBe(
      '1 stop · 1 h at the stops · 1 h in all',
    );
  });
});
