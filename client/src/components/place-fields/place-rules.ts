import { z } from 'zod';
import { LOCATION_KINDS, LOCATION_PRECISIONS, SCENE_TIME_FORMAT_HINT, normalizeSceneTime } from '@contracts';
import { SUGGESTION_TEXT, type ProposedPlace } from '@contracts/contributions';
import { coordinate, type PlaceFieldValues } from './place-field-values';

const atMost = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** Text the visitor must give: `empty` when there is none, the bounds of the contract otherwise. */
export const textBetween = (label: string, { min, max }: { min: number; max: number }, empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

const coordinateRule = (label: string, limit: number) =>
  z
    .number({ error: `${label} is required: pick the spot on the map` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

/**
 * The rules of a proposed place's fields (the contract's bounds, the server's checks), read from the
 * form's text by placeRuleInput: shared by a visitor's suggestion and the editor's Accept with Changes.
 */
export const placeRules = {
  name: textBetween('Name', SUGGESTION_TEXT.name, 'Please enter the name of the place'),
  latitude: coordinateRule('Latitude', 90),
  longitude: coordinateRule('Longitude', 180),
  address: atMost('Address', SUGGESTION_TEXT.address.max),
  city: atMost('City', SUGGESTION_TEXT.city.max),
  country: atMost('Country', SUGGESTION_TEXT.country.max),
  scene: atMost('Scene', SUGGESTION_TEXT.scene.max),
  scene_time: z
    .string()
    .trim()
    .refine((value) => value === '' || normalizeSceneTime(value) !== null, `Enter ${SCENE_TIME_FORMAT_HINT}`),
  precision: z.enum(LOCATION_PRECISIONS, { error: 'Please choose how exact the position is' }),
  kind: z.enum(LOCATION_KINDS, { error: 'Please choose whether the scene was filmed here' }),
};

/** Typed text as the rules read it: coordinates as numbers, an unchosen radio as missing. */
export const placeRuleInput = <V extends PlaceFieldValues>(values: V): unknown => ({
  ...values,
  latitude: coordinate(values.latitude),
  longitude: coordinate(values.longitude),
  precision: values.precision || undefined,
  kind: values.kind || undefined,
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The place as the wire takes it (validated values: the rules have accepted them). */
export function proposedPlaceOf(values: PlaceFieldValues): ProposedPlace {
  return {
    name: values.name.trim(),
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    address: orNull(values.address),
    city: orNull(values.city),
    country: orNull(values.country),
    scene: orNull(values.scene),
    scene_time: orNull(values.scene_time) && normalizeSceneTime(values.scene_time),
    precision: values.precision as ProposedPlace['precision'],
    kind: values.kind as ProposedPlace['kind'],
  };
}

/** A proposed place as the fields show it (the editor's Accept with Changes starts from it). */
export function placeFieldsOf(place: ProposedPlace): PlaceFieldValues {
  const text = (value: string | null) => value ?? '';
  return {
    name: place.name,
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    address: text(place.address),
    city: text(place.city),
    country: text(place.country),
    scene: text(place.scene),
    scene_time: text(place.scene_time),
    precision: place.precision,
    kind: place.kind,
  };
}
