import { describe, expect, it } from 'vitest';
import type { AdminLocation } from '@contracts/admin-catalog';
import { locationSchema } from '@contracts/admin-catalog-rules';
import { emptyLocation, locationFormValues, locationInput } from './location-form';

const place: AdminLocation = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'corleone',
  movie_id: '22222222-2222-4222-8222-222222222222',
  name: 'Corleone',
  description: null,
  scene_description: null,
  address: null,
  city: 'Corleone',
  state: null,
  country: 'Italy',
  latitude: 37.8125,
  longitude: 13.3017,
  image_url: null,
  is_verified: false,
  photo_id: null,
  precision: 'city',
  kind: 'set_here_filmed_elsewhere',
  scene: 'Michael in exile',
  scene_time: '1:02:15',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  movie: { id: '22222222-2222-4222-8222-222222222222', title: 'The Godfather', year: 1972 },
  review_count: 0,
  photo: null,
};

describe('the location form', () => {
  it('starts a new place as an exact spot, filmed here, with no scene', () => {
    expect(emptyLocation()).toMatchObject({ precision: 'exact', kind: 'filmed_here', scene: '', scene_time: '' });
  });

  it('loads and sends precision, kind, scene and time in the film', () => {
    const values = locationFormValues(place);
    expect(values).toMatchObject({
      precision: 'city',
      kind: 'set_here_filmed_elsewhere',
      scene: 'Michael in exile',
      scene_time: '1:02:15',
    });
    const parsed = locationSchema.parse(locationInput({ ...values, scene_time: '01:02:15', scene: '' }));
    expect(parsed).toMatchObject({ precision: 'city', scene: null, scene_time: '1:02:15' });
  });

  it('says what is wrong with a time that is not one', () => {
    const result = locationSchema.safeParse(locationInput({ ...locationFormValues(place), scene_time: '62 min' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['scene_time', 'Enter a time in the film like 1:02:15 or 42:07'],
    ]);
  });
});
