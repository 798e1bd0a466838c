/**
 * Trip planning that needs no server: walking distances, the best order, days, directions links
 * and GPX/KML files. Plain functions over plain data, so the trip page runs them as the visitor
 * edits and the server runs the same ones for shared trips and downloads.
 */
export {
  EARTH_RADIUS_METRES,
  WALKING_ASSUMPTION,
  WALKING_PATH_FACTOR,
  WALKING_SPEED_KMH,
  greatCircleMetres,
  minutesToWalk,
  walkingLegs,
  walkingMetres,
  walkingTotal,
  type WalkingLeg,
} from './distance.js';
export { EXACT_ORDER_LIMIT, bestOrder, type OrderOptions, type OrderStart } from './best-order.js';
export {
  DEFAULT_DAY_BUDGET_MINUTES,
  DEFAULT_VISIT_MINUTES,
  splitIntoDays,
  type DayPlanOptions,
  type TripDay,
} from './split-into-days.js';
export {
  GOOGLE_MAPS_MAX_WAYPOINTS,
  directionsLinks,
  type DirectionsLinks,
  type RouteLink,
  type StopDirections,
} from './directions-links.js';
export { GPX_MEDIA_TYPE, toGpx } from './gpx.js';
export { seededRandom } from './seeded-random.js';
export { KML_MEDIA_TYPE, toKml } from './kml.js';
export type { GeoPoint, PlannedTrip, TripStop } from './trip-stop.js';
