import { describe, expect, it } from '@jest/globals';
import { minutesToWalk, walkingMetres } from './distance.js';
import { splitIntoDays } from './split-into-days.js';
import type { TripStop } from './trip-stop.js';

/** A stop `metresEast` along the equator from the first, so walking times are easy to reckon. */
function createStop(id: string, metresEast: number, visitMinutes?: number): TripStop {
  return { id, name: `Stop ${id}`, latitude: 0, longitude: (metresEast / (Math.PI * 6_371_008.8)) * 180, visitMinutes };
}

/** Metres of straight line that take `minutes` to walk (the path factor applied). */
const metresFor = (minutes: number): number => (minutes * 4500) / 60 / 1.3;

const ids = (days: { stops: TripStop[] }[]) => days.map((day) => day.stops.map((stop) => stop.id));

describe('splitIntoDays', () => {
  it('keeps a short trip in one day and counts its walking and visits', () => {
    const stops = [createStop('a', 0), createStop('b', 1000), createStop('c', 2500)];
    const [day, ...rest] = splitIntoDays(stops);
    expect(rest).toEqual([]);
    expect(day.stops).toEqual(stops);
    expect(day.walkingMetres).toBeCloseTo(2500 * 1.3, 3);
    expect(day.walkingMinutes).toBeCloseTo(minutesToWalk(2500 * 1.3), 6);
    expect(day.visitMinutes).toBe(90);
    expect(day.totalMinutes).toBeCloseTo(day.walkingMinutes + 90, 6);
  });

  it('starts a new day when the next stop would overrun the budget, keeping the order', () => {
    // 30 min at each stop and 60 min between them: four stops take 4·30 + 3·60 = 300 minutes, five 390.
    const stops = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => createStop(id, i * metresFor(60)));
    const days = splitIntoDays(stops);
    expect(ids(days)).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'f'],
    ]);
    expect(days[0].totalMinutes).toBeCloseTo(300, 6);
    // The walk from d to e is between days: not counted.
    expect(days[1].walkingMinutes).toBeCloseTo(60, 6);
  });

  it('fills a day exactly to its budget', () => {
    const stops = [createStop('a', 0), createStop('b', metresFor(60))];
    expect(ids(splitIntoDays(stops, { dayBudgetMinutes: 120 }))).toEqual([['a', 'b']]);
    expect(ids(splitIntoDays(stops, { dayBudgetMinutes: 119.9 }))).toEqual([['a'], ['b']]);
  });

  it("uses a stop's own visit time over the trip's", () => {
    const stops = [createStop('a', 0, 200), createStop('b', 10), createStop('c', 20, 0)];
    const days = splitIntoDays(stops, { dayBudgetMinutes: 240, visitMinutes: 45 });
    expect(ids(days)).toEqual([['a'], ['b', 'c']]);
    expect(days.map((day) => day.visitMinutes)).toEqual([200, 45]);
  });

  it('gives a stop longer than a day a day of its own', () => {
    const stops = [createStop('a', 0), createStop('museum', 100, 500), createStop('c', 200)];
    const days = splitIntoDays(stops);
    expect(ids(days)).toEqual([['a'], ['museum'], ['c']]);
    expect(days[1]).toMatchObject({ visitMinutes: 500, walkingMinutes: 0, totalMinutes: 500 });
  });

  it('measures the day on the walk between its stops', () => {
    const stops = [createStop('a', 0), createStop('b', 700), createStop('c', 300)];
    const [day] = splitIntoDays(stops);
    expect(day.walkingMetres).toBeCloseTo(walkingMetres(stops[0], stops[1]) + walkingMetres(stops[1], stops[2]), 6);
  });

  it('plans nothing for no stops and refuses budgets that cannot be planned with', () => {
    expect(splitIntoDays([])).toEqual([]);
    const stops = [createStop('a', 0)];
    expect(() => splitIntoDays(stops, { dayBudgetMinutes: 0 })).toThrow(RangeError);
    expect(() => splitIntoDays(stops, { visitMinutes: -5 })).toThrow(RangeError);
    expect(() => splitIntoDays([createStop('a', 0, Number.NaN)])).toThrow(RangeError);
  });
});
