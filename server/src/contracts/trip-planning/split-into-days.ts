import { minutesToWalk, walkingMetres } from './distance.js';
import type { GeoPoint } from './trip-stop.js';

/** Issue #33: a day of 6 hours and 30 minutes at each stop unless the visitor says otherwise. */
export const DEFAULT_DAY_BUDGET_MINUTES = 360;
export const DEFAULT_VISIT_MINUTES = 30;

export interface DayPlanOptions {
  /** Walking plus visiting per day. */
  dayBudgetMinutes?: number;
  /** Time at a stop that sets none of its own. */
  visitMinutes?: number;
}

export interface TripDay<T> {
  stops: T[];
  /** The walk between this day's stops (the path factor applied, as on the trip page). */
  walkingMetres: number;
  walkingMinutes: number;
  visitMinutes: number;
  totalMinutes: number;
}

type PlannedStop = GeoPoint & { visitMinutes?: number };

/**
 * Cuts an ordered trip into days, keeping the order: a day takes the next stop while its walking
 * and visiting still fit the budget. A day starts at its first stop — getting there from where
 * the visitor sleeps is not part of the walk — so the walk between two days' stops is not counted.
 * A stop that alone takes longer than a day gets a day of its own. Filling each day before the
 * next gives the fewest days any split of this order can have.
 */
export function splitIntoDays<T extends PlannedStop>(stops: readonly T[], options: DayPlanOptions = {}): TripDay<T>[] {
  const budget = minutesOption(options.dayBudgetMinutes ?? DEFAULT_DAY_BUDGET_MINUTES, 'day budget', false);
  const defaultVisit = minutesOption(options.visitMinutes ?? DEFAULT_VISIT_MINUTES, 'visit time', true);
  const days: TripDay<T>[] = [];
  for (const stop of stops) {
    const visit = minutesOption(stop.visitMinutes ?? defaultVisit, 'visit time', true);
    const today = days.at(-1);
    const walk = today ? walkingMetres(today.stops[today.stops.length - 1], stop) : 0;
    if (today && fits(today, minutesToWalk(walk) + visit, budget)) addStop(today, stop, walk, visit);
    else days.push(addStop(emptyDay<T>(), stop, 0, visit));
  }
  return days;
}

/** A millionth of a minute of slack, so a day that fits exactly is not split by rounding. */
const fits = (day: TripDay<unknown>, minutes: number, budget: number): boolean =>
  day.totalMinutes + minutes <= budget + 1e-6;

const emptyDay = <T>(): TripDay<T> => ({
  stops: [],
  walkingMetres: 0,
  walkingMinutes: 0,
  visitMinutes: 0,
  totalMinutes: 0,
});

function addStop<T>(day: TripDay<T>, stop: T, walkMetres: number, visit: number): TripDay<T> {
  day.stops.push(stop);
  day.walkingMetres += walkMetres;
  day.walkingMinutes = minutesToWalk(day.walkingMetres);
  day.visitMinutes += visit;
  day.totalMinutes = day.walkingMinutes + day.visitMinutes;
  return day;
}

function minutesOption(minutes: number, what: string, zeroAllowed: boolean): number {
  if (!Number.isFinite(minutes) || minutes < 0 || (!zeroAllowed && minutes === 0)) {
    throw new RangeError(`The ${what} must be a ${zeroAllowed ? 'non-negative' : 'positive'} number of minutes`);
  }
  return minutes;
}
