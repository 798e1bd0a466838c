import {
  FIRST_VIEW_MAX_ZOOM,
  LOCATION_KINDS,
  LOCATION_PRECISIONS,
  boundsOf,
  mapLocationLabel,
  type MapPayload,
  type MapPlace,
} from '@contracts';
import { fitBounds, mercatorX, mercatorY, worldSize, type Camera } from '@/components/map/web-mercator';

/** What a popup shows for one location (SPEC §2 Map), and the marker's index. */
export interface MapLocation extends MapPlace {
  index: number;
}

export class MapData {
  readonly count: number;
  private haystacks?: string[];

  constructor(readonly payload: MapPayload) {
    this.count = payload.locations.slug.length;
  }

  location(index: number): MapLocation {
    const { locations: l, movies: m, countries } = this.payload;
    const movie = l.movie[index];
    return {
      index,
      slug: l.slug[index],
      name: l.name[index],
      city: l.city[index],
      country: l.country[index] >= 0 ? countries[l.country[index]] : null,
      latitude: l.lat[index],
      longitude: l.lon[index],
      movie: { slug: m.slug[movie], title: m.title[movie], year: m.year[movie] },
      // A payload saved for offline use before these columns existed lacks them: the columns' defaults.
      precision: LOCATION_PRECISIONS[l.precision?.[index] ?? 0] ?? 'exact',
      kind: LOCATION_KINDS[l.kind?.[index] ?? 0] ?? 'filmed_here',
    };
  }

  movieIndex(slug: string): number {
    return this.payload.movies.slug.indexOf(slug);
  }

  /** A marker's accessible name: the place and its movie. */
  label(index: number): string {
    const { locations: l, movies: m } = this.payload;
    return mapLocationLabel(l.name[index], m.title[l.movie[index]]);
  }

  /**
   * SPEC §2 Map search: the query is split into words and every word must appear in the location
   * name, city, country or movie title — compared without case or accents ("mexico" finds "México").
   * Fields are joined with a separator no word can contain, so a word never spans two fields.
   */
  filter(query: string, movieSlug: string): number[] {
    const words = normalize(query).split(/\s+/).filter(Boolean);
    const movie = movieSlug ? this.movieIndex(movieSlug) : -1;
    if (movieSlug && movie < 0) return [];
    const haystacks = words.length ? this.searchTexts() : [];
    const movies = this.payload.locations.movie;
    const matches: number[] = [];
    for (let i = 0; i < this.count; i++) {
      if (movie >= 0 && movies[i] !== movie) continue;
      if (words.length && !words.every((word) => haystacks[i].includes(word))) continue;
      matches.push(i);
    }
    return matches;
  }

  /** Normalised once, on the first search: ~100 ms at 100,000 locations, then every keystroke is cheap. */
  private searchTexts(): string[] {
    if (!this.haystacks) {
      const { locations: l, movies: m, countries } = this.payload;
      const titles = m.title.map(normalize);
      const countryNames = countries.map(normalize);
      this.haystacks = l.name.map((name, i) =>
        [
          normalize(name),
          normalize(l.city[i] ?? ''),
          l.country[i] >= 0 ? countryNames[l.country[i]] : '',
          titles[l.movie[i]],
        ].join('\u0000'),
      );
    }
    return this.haystacks;
  }
}

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Room the first view must leave free around the locations: the search panel's side, a margin elsewhere. */
export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The map's size on screen and the part of it the search panel covers. */
export interface Frame {
  width: number;
  height: number;
  padding: Padding;
}

export type CentreView = { longitude: number; latitude: number; zoom: number };
/** Bounds to fit beside the panel, no closer than `closest`. */
export type BoundsView = { bounds: [[number, number], [number, number]]; padding: Padding; closest: number };
export type InitialView = CentreView | BoundsView;

export const isBoundsView = (view: InitialView): view is BoundsView => 'bounds' in view;

const SPEC_ZOOM = FIRST_VIEW_MAX_ZOOM;

/**
 * The closest a filter's view comes on a streets map: SPEC §9's zoom for one location. Places a few
 * streets apart (Rome's five) are then shown apart, and one place found is shown in its streets,
 * not at the map's closest zoom. (On the built-in basemap: BUILT_IN_CLOSEST_ZOOM.)
 */
export const STREETS_CLOSEST_ZOOM = 13;

const NO_PADDING: Padding = { top: 0, right: 0, bottom: 0, left: 0 };

/**
 * The view of a result. Unfiltered (SPEC §2/§9): the midpoint of the locations' bounds at zoom 2
 * (none → 0,0 at zoom 1) — when every location is then on screen and clear of the search panel;
 * otherwise (a phone, or places all around the world) the map fits their bounds with the panel's
 * side left free, so no screen opens on an empty ocean with the places out of sight.
 * A filter's result (`filterClosest` given) is fitted whatever its size, up to that zoom: zoom 2 on
 * the five places in Rome showed the whole world with one cluster of 5 on it.
 */
export function initialView(data: MapData, indices: number[], frame?: Frame, filterClosest?: number): InitialView {
  const { lat, lon } = data.payload.locations;
  return viewOf(boundsOf(lon, lat, indices), frame, filterClosest);
}

/** initialView from the locations' bounds (see boundsOf). */
export function viewOf(
  bounds: [number, number, number, number] | null,
  frame?: Frame,
  filterClosest?: number,
): InitialView {
  if (!bounds) return { longitude: 0, latitude: 0, zoom: 1 };
  const [minLon, minLat, maxLon, maxLat] = bounds;
  const centre = { longitude: (minLon + maxLon) / 2, latitude: (minLat + maxLat) / 2, zoom: SPEC_ZOOM };
  const filtered = filterClosest !== undefined;
  if (!filtered && (!frame || fitsAtSpecZoom(frame, minLon, minLat, maxLon, maxLat))) return centre;
  return {
    bounds: [
      [minLon, minLat],
      [maxLon, maxLat],
    ],
    padding: frame?.padding ?? NO_PADDING,
    closest: filterClosest ?? SPEC_ZOOM,
  };
}

/** Whether the bounds, centred at zoom 2, stay inside the frame minus its padding on every side. */
function fitsAtSpecZoom(frame: Frame, minLon: number, minLat: number, maxLon: number, maxLat: number): boolean {
  const scale = worldSize(SPEC_ZOOM);
  const halfWidth = ((mercatorX(maxLon) - mercatorX(minLon)) * scale) / 2;
  const halfHeight = ((mercatorY(minLat) - mercatorY(maxLat)) * scale) / 2;
  const { top, right, bottom, left } = frame.padding;
  return halfWidth <= frame.width / 2 - Math.max(left, right) && halfHeight <= frame.height / 2 - Math.max(top, bottom);
}

/**
 * The camera that shows a view on the frame: a centre as it is; bounds fitted into the room beside
 * the panel, never closer than the view's closest zoom (unfiltered, SPEC's zoom 2: one place, or a
 * few close together, on a screen too narrow to centre them clear of the panel would otherwise be
 * fitted at the map's largest zoom).
 */
export function cameraOf(view: InitialView, frame: Frame, minZoom: number): Camera {
  if (!isBoundsView(view)) return view;
  const [[west, south], [east, north]] = view.bounds;
  return fitBounds([west, south, east, north], frame, view.padding, { minZoom, maxZoom: view.closest });
}
