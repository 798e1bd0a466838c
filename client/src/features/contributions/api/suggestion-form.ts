import { z } from 'zod';
import { LOCATION_KINDS, LOCATION_PRECISIONS, SCENE_TIME_FORMAT_HINT, normalizeSceneTime } from '@contracts';
import {
  CONTRIBUTION_PHOTO_LICENCES,
  SUGGESTION_TEXT,
  type ContributionPhotoQuery,
  type ProposedPlace,
} from '@contracts/contributions';
import type { LocationDetail } from '@contracts';
import { isHttpUrl } from '@contracts/admin-rules';
import { coordinate, emptyPlaceFields, type PlaceFieldValues } from '@/components/place-fields/place-field-values';
import { zodFormResolver } from '@/lib/zod-form-resolver';

/** A photo offered with a suggestion: the file and its credit, as the inputs hold them. */
export interface PhotoFieldValues {
  photo_file: File | null;
  photo_alt: string;
  photo_author: string;
  photo_licence: string;
  photo_source_url: string;
}

/** The Suggest a Place / Suggest a Correction form: the place's facts, how the visitor knows, why (a correction), a photo. */
export interface SuggestionFormValues extends PlaceFieldValues, PhotoFieldValues {
  source: string;
  reason: string;
}

export const emptyPhotoFields = (): PhotoFieldValues => ({
  photo_file: null,
  photo_alt: '',
  photo_author: '',
  photo_licence: '',
  photo_source_url: '',
});

export const emptySuggestion = (): SuggestionFormValues => ({
  ...emptyPlaceFields(),
  ...emptyPhotoFields(),
  source: '',
  reason: '',
});

/** A correction starts from the place as it is: the visitor changes only what is wrong. */
export function correctionOf(place: LocationDetail): SuggestionFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    ...emptySuggestion(),
    name: place.name,
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    address: text(place.address),
    city: text(place.city),
    country: text(place.country),
    scene: text(place.scene),
    scene_time: text(place.scene_time),
    precision: place.precision ?? '',
    kind: place.kind ?? '',
  };
}

const { name, address, city, country, scene, source, reason } = SUGGESTION_TEXT;
const atMost = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
const between = (label: string, { min, max }: { min: number; max: number }, empty: string) =>
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

const placeRules = {
  name: between('Name', name, 'Please enter the name of the place'),
  latitude: coordinateRule('Latitude', 90),
  longitude: coordinateRule('Longitude', 180),
  address: atMost('Address', address.max),
  city: atMost('City', city.max),
  country: atMost('Country', country.max),
  scene: atMost('Scene', scene.max),
  scene_time: z
    .string()
    .trim()
    .refine((value) => value === '' || normalizeSceneTime(value) !== null, `Enter ${SCENE_TIME_FORMAT_HINT}`),
  precision: z.enum(LOCATION_PRECISIONS, { error: 'Please choose how exact the position is' }),
  kind: z.enum(LOCATION_KINDS, { error: 'Please choose whether the scene was filmed here' }),
};

const photoRules = z
  .object({
    photo_file: z.instanceof(File).nullable(),
    photo_alt: z.string().trim().max(300, 'Description must be at most 300 characters'),
    photo_author: z.string().trim().max(200, 'Name must be at most 200 characters'),
    photo_licence: z.string(),
    photo_source_url: z
      .string()
      .trim()
      .refine((value) => value === '' || isHttpUrl(value), 'The link must start with http:// or https://'),
  })
  // Credit is asked only with a photo: without one, the fields are left alone.
  .superRefine((photo, context) => {
    if (!photo.photo_file) return;
    const missing = (path: keyof PhotoFieldValues, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!photo.photo_alt.trim()) missing('photo_alt', 'Please say what the photo shows');
    if (!photo.photo_author.trim()) missing('photo_author', 'Please say who took the photo');
    if (!(CONTRIBUTION_PHOTO_LICENCES as readonly string[]).includes(photo.photo_licence))
      missing('photo_licence', 'Please choose the licence of the photo');
  });

const sourceRule = between('Source', source, 'Please say how you know: a link or a few words');

export const newPlaceSchema = z.object({ ...placeRules, source: sourceRule }).and(photoRules);
export const correctionSchema = z.object({
  ...placeRules,
  source: sourceRule,
  reason: between('Reason', reason, 'Please say what is wrong'),
});
export const photoSchema = photoRules.and(
  z.object({ photo_file: z.instanceof(File, { error: 'Please choose a photo' }) }),
);

/** Typed text as the rules read it: coordinates as numbers, an unchosen radio as missing. */
const toRuleInput = (values: SuggestionFormValues): Record<string, unknown> => ({
  ...values,
  latitude: coordinate(values.latitude),
  longitude: coordinate(values.longitude),
  precision: values.precision || undefined,
  kind: values.kind || undefined,
});

/** The form's resolver for a schema: it receives the text as read by toRuleInput, and decides. */
const resolverOf = <S extends z.ZodType>(schema: S) =>
  zodFormResolver(schema, (values: SuggestionFormValues) => toRuleInput(values) as z.input<S>);

export const newPlaceResolver = resolverOf(newPlaceSchema);
export const correctionResolver = resolverOf(correctionSchema);
export const photoResolver = zodFormResolver(
  photoSchema,
  (values: PhotoFieldValues) => values as z.input<typeof photoSchema>,
);

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The place as the wire takes it (validated values: the schema has accepted them). */
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

/** The photo's credit as the upload's query carries it. */
export function photoCreditOf(values: PhotoFieldValues): ContributionPhotoQuery {
  return {
    alt: values.photo_alt.trim(),
    author: values.photo_author.trim(),
    source_url: orNull(values.photo_source_url),
    licence: values.photo_licence as ContributionPhotoQuery['licence'],
  };
}
