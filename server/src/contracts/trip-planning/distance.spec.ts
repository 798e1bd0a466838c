import { describe, expect, it } from '@jest/globals';
import {
  WALKING_ASSUMPTION,
  greatCircleMetres,
  minutesToWalk,
  walkingLegs,
  walkingMetres,
  walkingTotal,
} from './distance.js';

const EIFFEL_TOWER = { latitude: 48.85837, longitude: 2.294481 };
const LOUVRE_PYRAMID = { latitude: 48.861033, longitude: 2.335833 };

describe('greatCircleMetres', () => {
  it('measures a city walk as the great circle does', () => {
    // 3.04 km on the mean-radius sphere (the ellipsoid gives 3.05 km).
    expect(greatCircleMetres(EIFFEL_TOWER, LOUVRE_PYRAMID)).toBeCloseTo(3041, -1);
  });

  it('measures long distances, across the antimeridian and between antipodes', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const newYork = { latitude: 40.7128, longitude: -74.006 };
    expect(greatCircleMetres(london, newYork) / 1000).toBeCloseTo(5570, -1);
    expect(greatCircleMetres({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(
      111_195,
      -1,
    );
    expect(greatCircleMetres({ latitude: 10, longitude: 20 }, { latitude: -10, longitude: -160 })).toBeCloseTo(
      Math.PI * 6_371_008.8,
      0,
    );
  });

  it('is 0 for one point and the same both ways', () => {
    expect(greatCircleMetres(EIFFEL_TOWER, EIFFEL_TOWER)).toBe(0);
    expect(greatCircleMetres(LOUVRE_PYRAMID, EIFFEL_TOWER)).toBe(greatCircleMetres(EIFFEL_TOWER, LOUVRE_PYRAMID));
  });
});

describe('walking estimates', () => {
  it('walks 1.3 × the straight line at 4.5 km/h', () => {
    const metres = walkingMetres(EIFFEL_TOWER, LOUVRE_PYRAMID);
    expect(metres).toBeCloseTo(greatCircleMetres(EIFFEL_TOWER, LOUVRE_PYRAMID) * 1.3, 6);
    expect(minutesToWalk(4500)).toBeCloseTo(60, 9);
    expect(minutesToWalk(metres)).toBeCloseTo(52.7, 1);
  });

  it('says so in the sentence the trip page shows', () => {
    expect(WALKING_ASSUMPTION).toBe('Walking times assume 4.5 km/h along a path 1.3 × the straight line');
  });

  it('gives each leg and the total of a walk', () => {
    const notreDame = { latitude: 48.852968, longitude: 2.349902 };
    const legs = walkingLegs([EIFFEL_TOWER, LOUVRE_PYRAMID, notreDame]);
    expect(legs.map((leg) => [leg.from, leg.to])).toEqual([
      [EIFFEL_TOWER, LOUVRE_PYRAMID],
      [LOUVRE_PYRAMID, notreDame],
    ]);
    const total = walkingTotal([EIFFEL_TOWER, LOUVRE_PYRAMID, notreDame]);
    expect(total.metres).toBeCloseTo(legs[0].metres + legs[1].metres, 6);
    expect(total.minutes).toBeCloseTo(legs[0].minutes + legs[1].minutes, 6);
    expect(walkingTotal([EIFFEL_TOWER])).toEqual({ metres: 0, minutes: 0 });
  });
});
