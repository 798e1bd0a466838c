import type { Timestamp } from './common.js';
import { PAGE_PATHS } from './page-paths.js';
import type { Photo } from './photos.js';
import type { RouteLink } from './trip-planning/directions-links.js';

/*
 * Saved places and trips (issue #33): the shapes of /api/saved-places, /api/trips,
 * /api/trip-planner and /api/shared-trips. Paths are relative to /api, as the client's `api` takes them.
 * Everything here is the signed-in owner's own, except the planner's movie groups and shared trips.
 */

// ── Limits (the server refuses past them with the messages below) ────────────────────────────

/** Issue #33: a user keeps at most 100 trips… */
export const TRIPS_PER_USER_MAX = 100;
/** …of at most 200 stops each. */
export const STOPS_PER_TRIP_MAX = 200;
/** Saved places per user (both kinds together), so "My Places" stays one read. */
export const SAVED_PLACES_PER_USER_MAX = 5000;
export const TRIP_NAME_MAX = 100;
export const STOP_NOTE_MAX = 1000;
/** Location ids one batch state read takes (a page of cards, a movie's places). */
export const SAVED_PLACE_STATE_IDS_MAX = 200;
/** Places one "add the places in this box" takes, nearest the box's centre first. */
export const TRIP_AREA_PLACES_MAX = 50;
/** Bounds of the trip settings and a stop's own visit time, in minutes. */
export const DAY_BUDGET_MINUTES = { min: 30, max: 24 * 60 } as const;
export const VISIT_MINUTES = { min: 0, max: 12 * 60 } as const;
/** A movie's places further apart than this (km, between clusters) are offered as separate groups. */
export const MOVIE_GROUP_DISTANCE_KM = 50;

export const TRIP_LIMIT_MESSAGE = `You can keep at most ${TRIPS_PER_USER_MAX} trips. Delete a trip to make room for a new one.`;
export const SAVED_PLACES_LIMIT_MESSAGE = `You can save at most ${SAVED_PLACES_PER_USER_MAX} places. Remove some to save more.`;
/** "This trip has 195 stops; a trip can have at most 200. 3 of the 8 places were not added." style message. */
export const stopLimitMessage = (stops: number, wanted: number): string =>
  `A trip can have at most ${STOPS_PER_TRIP_MAX} stops; this one has ${stops}, so ${wanted} more do not fit. ` +
  'Remove some stops or start another trip.';
/** The trip page's notice about stops whose place was deleted. */
export const removedStopsNotice = (count: number): string =>
  count === 1
    ? '1 stop was removed because the place was deleted.'
    : `${count} stops were removed because their places were deleted.`;

// ── Routes (relative to /api) ────────────────────────────────────────────────────────────────

const segment = encodeURIComponent;

export const TRIPS_API = {
  savedPlaces: '/saved-places',
  savedPlaceCounts: '/saved-places/counts',
  /** GET with `?location_ids=<id>,<id>,…` */
  savedPlaceStates: '/saved-places/states',
  savedPlace: (locationId: string) => `/saved-places/${segment(locationId)}`,
  trips: '/trips',
  trip: (tripId: string) => `/trips/${segment(tripId)}`,
  tripStops: (tripId: string) => `/trips/${segment(tripId)}/stops`,
  tripAreaStops: (tripId: string) => `/trips/${segment(tripId)}/stops/area`,
  tripStopOrder: (tripId: string) => `/trips/${segment(tripId)}/stops/order`,
  tripStop: (tripId: string, stopId: string) => `/trips/${segment(tripId)}/stops/${segment(stopId)}`,
  tripBestOrder: (tripId: string) => `/trips/${segment(tripId)}/best-order`,
  tripRemovedStops: (tripId: string) => `/trips/${segment(tripId)}/removed-stops`,
  tripShare: (tripId: string) => `/trips/${segment(tripId)}/share`,
  tripGpx: (tripId: string) => `/trips/${segment(tripId)}/gpx`,
  tripKml: (tripId: string) => `/trips/${segment(tripId)}/kml`,
  /** Every trip and saved place of the signed-in user, for the account's data download. */
  myTripData: '/trips-data',
  movieGroups: (movieSlug: string) => `/trip-planner/movies/${segment(movieSlug)}`,
  sharedTrip: (token: string) => `/shared-trips/${segment(token)}`,
  sharedTripCopy: (token: string) => `/shared-trips/${segment(token)}/copy`,
  sharedTripGpx: (token: string) => `/shared-trips/${segment(token)}/gpx`,
  sharedTripKml: (token: string) => `/shared-trips/${segment(token)}/kml`,
} as const;

/**
 * The pages (client routes) the server links to: exported files point at the trip's page, and a
 * share link is the shared page's address (issue #33 names /trips and /account/places). They are
 * the page table's (page-routes.ts), named here for the trips module.
 */
export const TRIP_PAGES = {
  myPlaces: PAGE_PATHS.myPlaces,
  trips: PAGE_PATHS.trips,
  trip: PAGE_PATHS.trip,
  sharedTrip: PAGE_PATHS.sharedTrip,
} as const;

// ── Places as lists and trips show them ──────────────────────────────────────────────────────

/** A location with what a card, a marker and a stop need: name, place, position, picture, film. */
export interface PlaceSummary {
  id: string;
  slug: string;
  name: string;
  address: string | null;
  city: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  /** The uploaded photo (draw its smallest srcset entry as the thumbnail), else `image_url`, else placeImagePath(slug, 'thumbnail'). */
  photo: Photo | null;
  image_url: string | null;
  movie: { id: string; title: string; slug: string; year: number | null };
}

// ── Saved places ─────────────────────────────────────────────────────────────────────────────

/** Want to Go or Been Here: one of the two per user and place (Been Here replaces Want to Go). */
export type SavedPlaceKind = 'want' | 'been';
export const SAVED_PLACE_KINDS: readonly SavedPlaceKind[] = ['want', 'been'];

/** PUT /api/saved-places/:locationId — idempotent: the place is then saved with this kind. */
export interface SavedPlaceInput {
  kind: SavedPlaceKind;
  /** YYYY-MM-DD, not in the future; only with `been` (null or absent: no date). */
  visited_at?: string | null;
}

/** A place's state for the signed-in user: null when neither list holds it. */
export interface SavedPlaceState {
  kind: SavedPlaceKind;
  visited_at: string | null;
}

/** PUT answers with the new state; DELETE /api/saved-places/:locationId answers 204 (saved or not). */
export interface SavedPlace<T extends Timestamp = string> extends SavedPlaceState {
  location_id: string;
  saved_at: T;
  updated_at: T;
  location: PlaceSummary;
}

/** GET /api/saved-places/states?location_ids=…: every asked id, null when not saved (unknown ids too). */
export interface SavedPlaceStates {
  states: Record<string, SavedPlaceState | null>;
}

/** "12 places from 5 movies in 3 countries". */
export interface PlaceTally {
  places: number;
  movies: number;
  countries: number;
}

/** GET /api/saved-places/counts */
export interface SavedPlaceCounts {
  want: PlaceTally;
  been: PlaceTally;
}

/** GET /api/saved-places[?kind=want|been]: newest first, with the counts of both lists. */
export interface SavedPlaceList<T extends Timestamp = string> {
  items: SavedPlace<T>[];
  counts: SavedPlaceCounts;
}

// ── Trips ────────────────────────────────────────────────────────────────────────────────────

/** POST /api/trips: a new trip, optionally with its first places (in this order; duplicates ignored). */
export interface CreateTripInput {
  name: string;
  location_ids?: string[];
}

/** PATCH /api/trips/:id: any of the trip's name and planning settings. */
export interface TripUpdateInput {
  name?: string;
  /** Walking plus visiting per day (default 360). */
  day_budget_minutes?: number;
  /** Time at a stop that sets none of its own (default 30). */
  visit_minutes?: number;
  /** Where Best Order starts by default: one of the trip's stops, or null for "anywhere". */
  start_stop_id?: string | null;
}

/** POST /api/trips/:id/stops: places to append, in order; places already in the trip are skipped. */
export interface AddStopsInput {
  location_ids: string[];
}

/** POST /api/trips/:id/stops/area: the places inside a box drawn on the map (at most TRIP_AREA_PLACES_MAX). */
export interface AddAreaStopsInput {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** PUT /api/trips/:id/stops/order: every stop id of the trip, once, in the new order. */
export interface StopOrderInput {
  stop_ids: string[];
}

/** PATCH /api/trips/:id/stops/:stopId: the visitor's note and own visit time (null clears either). */
export interface StopUpdateInput {
  note?: string | null;
  visit_minutes?: number | null;
}

/**
 * POST /api/trips/:id/best-order: order the stops for the shortest walk and save that order.
 * From `start_stop_id`, else from `position` (the visitor's; not a stop), else from the trip's
 * `start_stop_id` setting, else from wherever the walk is shortest.
 */
export interface BestOrderInput {
  start_stop_id?: string;
  position?: { latitude: number; longitude: number };
}

/** Walking directions for one stop, from wherever the visitor is. */
export interface StopLinks {
  google: string;
  apple: string;
}

export interface TripStopView {
  id: string;
  location_id: string;
  /** 0-based place in the walking order. */
  position: number;
  /** 1-based day the stop falls on. */
  day: number;
  note: string | null;
  /** The stop's own visit time; null = the trip's `visit_minutes`. */
  visit_minutes: number | null;
  place: PlaceSummary;
  directions: StopLinks;
}

/** The walk from one stop to the next (great-circle × 1.3 at 4.5 km/h, WALKING_ASSUMPTION). */
export interface TripLeg {
  from_stop_id: string;
  to_stop_id: string;
  metres: number;
  minutes: number;
  /** False when the leg crosses from one day to the next (not counted in either day's walk). */
  same_day: boolean;
}

export interface TripDayView {
  /** 1-based. */
  day: number;
  stop_ids: string[];
  walking_metres: number;
  walking_minutes: number;
  visit_minutes: number;
  total_minutes: number;
  /** The day as multi-stop walks, cut at the services' waypoint limit (see directionsLinks). */
  directions: { google: RouteLink[]; apple: RouteLink[] };
}

export interface TripSettings {
  day_budget_minutes: number;
  visit_minutes: number;
  start_stop_id: string | null;
}

/** A trip as the list shows it. GET /api/trips: the owner's trips, last changed first. */
export interface TripSummary<T extends Timestamp = string> {
  id: string;
  name: string;
  stop_count: number;
  /** Countries and cities of its stops, for the card ("Paris, Lyon · France"). */
  cities: string[];
  countries: string[];
  created_at: T;
  updated_at: T;
  shared: boolean;
}

/** The planned trip both the owner's page and a share link show. */
export interface TripPlan<T extends Timestamp = string> extends TripSettings {
  id: string;
  name: string;
  created_at: T;
  updated_at: T;
  stops: TripStopView[];
  legs: TripLeg[];
  days: TripDayView[];
  /** Along the whole order (legs between days included) and all visits. */
  total: { metres: number; walking_minutes: number; visit_minutes: number };
}

/** GET /api/trips/:id and every trip write's answer: the plan plus what only its owner sees. */
export interface TripDetail<T extends Timestamp = string> extends TripPlan<T> {
  /** The read-only link, while one stands (the token is the link's last segment). */
  share: TripShare<T> | null;
  /**
   * Stops removed because their place was deleted, since the owner last dismissed the notice
   * (DELETE /api/trips/:id/removed-stops); show removedStopsNotice(count) while > 0.
   */
  removed_stops: number;
}

/** POST /api/trips/:id/stops and …/stops/area: the trip, and what happened to the places sent. */
export interface StopsAdded<T extends Timestamp = string> {
  trip: TripDetail<T>;
  added: number;
  /** Already in the trip (or sent twice). */
  skipped: number;
}

/** The area add also says whether the box held more places than one add takes. */
export interface AreaStopsAdded<T extends Timestamp = string> extends StopsAdded<T> {
  found: number;
  capped: boolean;
}

// ── Planning from a movie ────────────────────────────────────────────────────────────────────

/** Places of a movie close together (each within MOVIE_GROUP_DISTANCE_KM of another in the group). */
export interface PlaceGroup {
  /** The group's most common city (else country), e.g. "Paris" or "Paris and 2 more". */
  label: string;
  cities: string[];
  countries: string[];
  center: { latitude: number; longitude: number };
  places: PlaceSummary[];
}

/**
 * GET /api/trip-planner/movies/:slug (public): the movie's places, grouped when far apart
 * (biggest group first). One group: add them all; several: let the visitor pick, then send the
 * group's location ids to POST /api/trips or POST /api/trips/:id/stops.
 */
export interface MovieTripGroups {
  movie: { id: string; title: string; slug: string; year: number | null };
  groups: PlaceGroup[];
}

// ── Sharing ──────────────────────────────────────────────────────────────────────────────────

/** POST /api/trips/:id/share answers it (a new token each time: the old link stops working). */
export interface TripShare<T extends Timestamp = string> {
  token: string;
  /** The link to hand out: APP_URL + TRIP_PAGES.sharedTrip(token). */
  url: string;
  created_at: T;
}

/** GET /api/shared-trips/:token (public, noindex): the trip read-only, its owner by display name only. */
export interface SharedTrip<T extends Timestamp = string> extends TripPlan<T> {
  owner: { display_name: string };
}

// ── Account data ─────────────────────────────────────────────────────────────────────────────

/** GET /api/trips-data: what the account's data download adds about trips and saved places. */
export interface MyTripData<T extends Timestamp = string> {
  trips: TripDetail<T>[];
  saved_places: SavedPlace<T>[];
}
