/** A point on the Earth in degrees (WGS 84), as locations store it. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** One stop of a trip: a place the visitor wants to see, with what the planner needs to know about it. */
export interface TripStop extends GeoPoint {
  id: string;
  name: string;
  /** The visitor's own note for this stop. */
  note?: string;
  /** Titles of the films shot here. */
  movies?: string[];
  /** Time spent at this stop; the day plan's default when absent. */
  visitMinutes?: number;
  /** The place's page, written into exported files so a map app can link back to it. */
  url?: string;
}

/** A trip as the exports write it: its stops in walking order. */
export interface PlannedTrip {
  name: string;
  description?: string;
  /** The trip's page (or its share link). */
  url?: string;
  stops: TripStop[];
}
