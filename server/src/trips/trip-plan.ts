import type { PlaceSummary, TripDayView, TripLeg, TripPlan, TripStopView } from '../contracts/trips.js';
import {
  directionsLinks,
  splitIntoDays,
  walkingLegs,
  walkingTotal,
  type DirectionsLinks,
} from '../contracts/trip-planning/index.js';
import type { Trip } from './trip.entity.js';

/** A live stop as the plan needs it. */
export interface PlanStop {
  id: string;
  location_id: string;
  note: string | null;
  visit_minutes: number | null;
  place: PlaceSummary;
}

interface Point {
  stop: PlanStop;
  latitude: number;
  longitude: number;
  visitMinutes?: number;
}

const metres = (value: number) => Math.round(value);
/** Minutes to a tenth: enough for "12 min", without float noise on the wire. */
const minutes = (value: number) => Math.round(value * 10) / 10;

/**
 * The trip as its page shows it, from the same planning functions the page runs: legs, days cut to
 * the trip's budget, and walking directions per day and per stop.
 */
export function planOf(trip: Trip, stops: readonly PlanStop[]): TripPlan<Date> {
  const points: Point[] = stops.map((stop) => ({
    stop,
    latitude: stop.place.latitude,
    longitude: stop.place.longitude,
    visitMinutes: stop.visit_minutes ?? undefined,
  }));
  const days = splitIntoDays(points, { dayBudgetMinutes: trip.day_budget_minutes, visitMinutes: trip.visit_minutes });
  const dayOf = new Map(days.flatMap((day, index) => day.stops.map((point) => [point.stop.id, index + 1] as const)));
  const links = days.map((day) => directionsLinks(day.stops));
  const total = walkingTotal(points);
  return {
    id: trip.id,
    name: trip.name,
    day_budget_minutes: trip.day_budget_minutes,
    visit_minutes: trip.visit_minutes,
    start_stop_id: stops.some((stop) => stop.id === trip.start_stop_id) ? trip.start_stop_id : null,
    created_at: trip.created_at,
    updated_at: trip.updated_at,
    stops: stopViews(stops, dayOf, links),
    legs: legsOf(points, dayOf),
    days: days.map((day, index) => ({
      day: index + 1,
      stop_ids: day.stops.map((point) => point.stop.id),
      walking_metres: metres(day.walkingMetres),
      walking_minutes: minutes(day.walkingMinutes),
      visit_minutes: minutes(day.visitMinutes),
      total_minutes: minutes(day.totalMinutes),
      directions: { google: links[index].google, apple: links[index].apple },
    })) satisfies TripDayView[],
    total: {
      metres: metres(total.metres),
      walking_minutes: minutes(total.minutes),
      visit_minutes: minutes(days.reduce((sum, day) => sum + day.visitMinutes, 0)),
    },
  };
}

function stopViews(
  stops: readonly PlanStop[],
  dayOf: ReadonlyMap<string, number>,
  links: readonly DirectionsLinks<Point>[],
): TripStopView[] {
  const stopLinks = new Map(links.flatMap((day) => day.stops.map((link) => [link.stop.stop.id, link] as const)));
  return stops.map((stop, position) => {
    const link = stopLinks.get(stop.id)!;
    return {
      id: stop.id,
      location_id: stop.location_id,
      position,
      day: dayOf.get(stop.id)!,
      note: stop.note,
      visit_minutes: stop.visit_minutes,
      place: stop.place,
      directions: { google: link.google, apple: link.apple },
    };
  });
}

function legsOf(points: readonly Point[], dayOf: ReadonlyMap<string, number>): TripLeg[] {
  return walkingLegs(points).map((leg) => ({
    from_stop_id: leg.from.stop.id,
    to_stop_id: leg.to.stop.id,
    metres: metres(leg.metres),
    minutes: minutes(leg.minutes),
    same_day: dayOf.get(leg.from.stop.id) === dayOf.get(leg.to.stop.id),
  }));
}
