import { describe, expect, it } from 'vitest';
import { addressLine, countOf, daySummary, formatDistance, formatMinutes, placesLine } from './format';

describe('trip formatting', () => {
  it('writes distances in metres, then kilometres with one decimal, then whole kilometres', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(847)).toBe('850 m');
    expect(formatDistance(1234)).toBe('1.2 km');
    expect(formatDistance(9960)).toBe('10 km');
    expect(formatDistance(123_456)).toBe('123 km');
  });

  it('writes durations in minutes and hours, never "0 min" for a short walk', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(0.2)).toBe('1 min');
    expect(formatMinutes(25.4)).toBe('25 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(125)).toBe('2 h 5 min');
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
