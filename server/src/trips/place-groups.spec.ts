import { describe, expect, it } from '@jest/globals';
import type { PlaceSummary } from '../contracts/trips.js';
import { groupPlaces } from './place-groups.js';

const place = (name: string, city: string | null, latitude: number, longitude: number): PlaceSummary => ({
  id: name,
  slug: name.toLowerCase(),
  name,
  address: null,
  city,
  country: 'Somewhere',
  latitude,
  longitude,
  photo: null,
  image_url: null,
  movie: { id: 'm', title: 'A film', slug: 'a-film', year: null },
});

const names = (groups: ReturnType<typeof groupPlaces>) => groups.map((group) => group.places.map((p) => p.name));

describe('groupPlaces', () => {
  it('keeps places of one city together and parts cities far apart, biggest group first', () => {
    const groups = groupPlaces(
      [
        place('Colosseum', 'Rome', 41.89, 12.49),
        place('Louvre', 'Paris', 48.861, 2.336),
        place('Montmartre', 'Paris', 48.886, 2.343),
      ],
      50,
    );
    expect(names(groups)).toEqual([['Louvre', 'Montmartre'], ['Colosseum']]);
    expect(groups[0]).toMatchObject({ label: 'Paris', cities: ['Paris'] });
  });

  it('chains places closer than the distance into one group, however long the chain', () => {
    // Five places 40 km apart along a meridian: the ends are 160 km apart, yet one trip.
    const chain = [0, 1, 2, 3, 4].map((i) => place(`P${i}`, `Town ${i}`, 45 + (i * 40) / 111.2, 5));
    const [group, ...rest] = groupPlaces(chain, 50);
    expect(rest).toEqual([]);
    expect(group.label).toBe('Town 0 and 4 more');
  });

  it('groups across the antimeridian and centres the group there', () => {
    const groups = groupPlaces([place('East', 'Taveuni', -16.8, 179.99), place('West', 'Taveuni', -16.8, -179.99)], 50);
    expect(names(groups)).toEqual([['East', 'West']]);
    expect(Math.abs(groups[0].center.longitude)).toBeCloseTo(180, 3);
  });

  it('labels a group without cities by its country, and answers nothing for no places', () => {
    expect(groupPlaces([place('Dune', null, 24, 10)], 50)[0].label).toBe('Somewhere');
    expect(groupPlaces([], 50)).toEqual([]);
  });
});
