import type { LocationKind, LocationPrecision, Photo } from '@contracts';
import type { AdminLocation, LocationInput } from '@contracts/admin-catalog';
import { locationSchema } from '@contracts/admin-catalog-rules';
import type { RecordForm } from '@/components/admin/editor/use-record-editor';
import { coordinate } from '@/components/place-fields/place-field-values';
import { zodFormResolver } from '@/lib/zod-form-resolver';

/** The editor's values as the inputs hold them (coordinates are typed text). */
export interface LocationFormValues {
  movie_id: string;
  name: string;
  slug: string;
  description: string;
  scene_description: string;
  address: string;
  city: string;
  state: string;
  country: string;
  latitude: string;
  longitude: string;
  image_url: string;
  is_verified: boolean;
  /** A LOCATION_PRECISIONS value as the radio gives it; the schema checks it. */
  precision: string;
  kind: string;
  scene: string;
  /** As typed (`1:02:15`); the schema checks and normalises it. */
  scene_time: string;
  /** The uploaded photo (kept whole for its preview); saved as `photo_id`. */
  photo: Photo | null;
}

export const emptyLocation = (movieId = ''): LocationFormValues => ({
  movie_id: movieId,
  name: '',
  slug: '',
  description: '',
  scene_description: '',
  address: '',
  city: '',
  state: '',
  country: '',
  latitude: '',
  longitude: '',
  image_url: '',
  is_verified: false,
  precision: 'exact',
  kind: 'filmed_here',
  scene: '',
  scene_time: '',
  photo: null,
});

export function locationFormValues(location: AdminLocation): LocationFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    movie_id: location.movie_id,
    name: location.name,
    slug: location.slug,
    description: text(location.description),
    scene_description: text(location.scene_description),
    address: text(location.address),
    city: text(location.city),
    state: text(location.state),
    country: text(location.country),
    latitude: String(location.latitude),
    longitude: String(location.longitude),
    image_url: text(location.image_url),
    is_verified: location.is_verified,
    precision: location.precision,
    kind: location.kind,
    scene: text(location.scene),
    scene_time: text(location.scene_time),
    photo: location.photo,
  };
}

export function locationInput({ photo, ...values }: LocationFormValues): LocationInput {
  return {
    ...values,
    precision: values.precision as LocationPrecision,
    kind: values.kind as LocationKind,
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    photo_id: photo?.id ?? null,
  };
}

/** The location editor's form for the shared record editor; a new location's slug follows its name. */
export const locationForm: RecordForm<AdminLocation, LocationFormValues, LocationInput> = {
  noun: 'location',
  slugSource: 'name',
  resolver: zodFormResolver(locationSchema, locationInput),
  valuesOf: locationFormValues,
  inputOf: locationInput,
};
