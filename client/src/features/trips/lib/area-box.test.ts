import { describe, expect, it } from 'vitest';
import { areaAddedMessage, areaBox } from './area-box';
import { tripDetail } from '../testing/trip-fixtures';

describe(areaBox.name, () => {
  it('orders the corners whichever way the box was drawn', () => {
    expect(areaBox({ lng: 2.4, lat: 48.8 }, { lng: 2.3, lat: 48.9 })).toEqual({
      south: 48.8,
      west: 2.3,
      north: 48.9,
      east: 2.4,
    });
  });

  it('brings a world copy back to -180…180, west past east across the antimeridian', () => {
    expect(areaBox({ lng: 170, lat: -10 }, { lng: 190, lat: 10 })).toEqual({
      south: -10,
      west: 170,
      north: 10,
      east: -170,
    });
    expect(areaBox({ lng: -400, lat: 0 }, { lng: -380, lat: 1 })).toEqual({ south: 0, west: -40, north: 1, east: -20 });
  });

  it('takes every longitude when the box is a world wide, and keeps latitudes on the globe', () => {
    expect(areaBox({ lng: -300, lat: -95 }, { lng: 200, lat: 95 })).toEqual({
      south: -90,
      west: -180,
      north: 90,
      east: 180,
    });
  });
});

describe(areaAddedMessage.name, () => {
  const result = (added: number, skipped: number, found: number) => ({
    trip: tripDetail(),
    added,
    skipped,
    found,
    capped: found > 50,
  });

  it('says what was added, what was there already, and when the area held more than one add takes', () => {
    expect(areaAddedMessage(result(0, 0, 0))).toBe('No filming locations in that area');
    expect(areaAddedMessage(result(0, 3, 3))).toBe('Every place in that area is already in the trip');
    expect(areaAddedMessage(result(1, 0, 1))).toBe('Added 1 place');
    expect(areaAddedMessage(result(4, 2, 6))).toBe('Added 4 places (2 already in the trip)');
    expect(areaAddedMessage(result(50, 0, 73))).toBe(
      'Added 50 places: the 50 nearest the centre of the 73 in that area',
    );
  });
});
