import type { Point } from '@/components/map/MapPicker';

/**
 * A place's facts as the inputs hold them (coordinates and the time in the film are typed text),
 * shared by a visitor's suggestion and the editor's Accept with Changes.
 */
export interface PlaceFieldValues {
  name: string;
  latitude: string;
  longitude: string;
  address: string;
  city: string;
  country: string;
  scene: string;
  scene_time: string;
  /** A LOCATION_PRECISIONS value, empty until chosen: nothing is preselected, so the visitor says how exact the pin is. */
  precision: string;
  /** A LOCATION_KINDS value, empty until chosen. */
  kind: string;
}

export const emptyPlaceFields = (): PlaceFieldValues => ({
  name: '',
  latitude: '',
  longitude: '',
  address: '',
  city: '',
  country: '',
  scene: '',
  scene_time: '',
  precision: '',
  kind: '',
});

/** A typed coordinate, or NaN (the schema then says it is required) when empty or not a number. */
export function coordinate(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

/** A point the map can show: both coordinates typed and within range. */
export function pointOf(latitude: number, longitude: number): Point | null {
  return Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : null;
}
