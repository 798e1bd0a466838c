import {
  checkPlace,
  checkPlaces,
  decimals,
  distanceMeters,
  isOutlier,
  nearExisting,
  precisionFlags,
} from './place-checks.js';

const london = { latitude: 51.50735, longitude: -0.12776, country: 'United Kingdom' };
const edinburgh = { latitude: 55.95325, longitude: -3.18826, country: 'United Kingdom' };
const manchester = { latitude: 53.48076, longitude: -2.24263, country: 'UK' };
const leeds = { latitude: 53.80076, longitude: -1.54912, country: 'United Kingdom' };

describe('place checks', () => {
  it('passes real places in the stated country', () => {
    expect(checkPlaces([london, edinburgh, manchester, leeds])).toEqual([[], [], [], []]);
  });

  it('flags out-of-range and (0,0) coordinates', () => {
    expect(checkPlace({ ...london, latitude: 91 }, 0, [])).toEqual(['Coordinates out of range']);
    expect(checkPlace({ ...london, latitude: 0, longitude: 0 }, 0, [])).toEqual(['Coordinates are 0,0']);
  });

  it('flags a place outside its stated country and one in the open sea', () => {
    expect(checkPlace({ ...london, country: 'France' }, 0, [])).toContain('Not in France');
    expect(checkPlace({ latitude: 30.12345, longitude: -40.12345, country: 'United States' }, 0, [])).toEqual([
      'In the open sea',
    ]);
  });

  it('accepts a small island as land and a territory as its country', () => {
    // Pitcairn Islands (a British territory) and Puerto Rico (US).
    expect(checkPlace({ latitude: -25.06667, longitude: -130.10012, country: 'Pitcairn Islands' }, 0, [])).toEqual([]);
    expect(checkPlace({ latitude: 18.46633, longitude: -66.10572, country: 'United States' }, 0, [])).toEqual([]);
  });

  it('flags fewer than 4 decimals', () => {
    expect(decimals(51.507)).toBe(3);
    expect(checkPlace({ ...london, latitude: 51.507 }, 0, [])).toEqual(['Fewer than 4 decimals']);
  });

  it('flags identical coordinates and places within 50 m', () => {
    const near = { ...london, latitude: 51.5076 };
    expect(distanceMeters(london, near)).toBeLessThan(50);
    const flags = checkPlaces([london, { ...london }, near]);
    expect(flags[0]).toEqual(['Same coordinates as place 2', 'Within 50 m of place 3']);
  });

  it('flags an outlier far from the others', () => {
    const sydney = { latitude: -33.85678, longitude: 151.21529, country: 'Australia' };
    const places = [london, edinburgh, manchester, leeds, sydney];
    expect(isOutlier(4, places)).toBe(true);
    expect(checkPlaces(places)[4]).toEqual(['Far from the other places']);
    expect(checkPlaces(places).slice(0, 4)).toEqual([[], [], [], []]);
  });

  it('flags a place near an existing place of the movie', () => {
    expect(nearExisting(london, [{ ...london, name: 'Trafalgar' }])).toEqual([
      'Within 50 m of existing place Trafalgar',
    ]);
    expect(nearExisting(london, [{ ...edinburgh, name: 'Castle' }])).toEqual([]);
  });
});

describe(precisionFlags.name, () => {
  const spot = {
    latitude: 51.50706,
    longitude: -0.14149,
    country: 'United Kingdom',
    address: '150 Piccadilly',
    city: 'London',
  };

  it('lets a spot with an address and a precise point pass, and never questions an area or a city', () => {
    expect(precisionFlags({ ...spot, precision: 'exact' }, 0, [])).toEqual([]);
    const rounded = { ...spot, latitude: 51.5, longitude: -0.12, address: null };
    expect(precisionFlags({ ...rounded, precision: 'area' }, 0, [])).toEqual([]);
    expect(precisionFlags({ ...rounded, precision: 'city' }, 0, [])).toEqual([]);
  });

  it("flags a city's centre said to be exact: a rounded point, the city for an address, a point shared", () => {
    const centre = { ...spot, latitude: 51.51, longitude: -0.13, address: 'London', precision: 'exact' as const };
    const twin = { ...spot, latitude: 51.51, longitude: -0.13, precision: 'street' as const };
    expect(precisionFlags(centre, 0, [centre, twin])).toEqual([
      `Said "Exact spot", but the position is rounded like a city's centre`,
      'Said "Exact spot", but no street address is given',
      `Said "Exact spot", but place 2 has the same point: a city's centre?`,
    ]);
  });

  it('asks for a precision when none is stated', () => {
    expect(precisionFlags({ ...spot, precision: null }, 0, [])).toEqual([
      'No precision stated: say how exact the position is',
    ]);
  });
});
