import { z } from 'zod';
import type { LocationDetail } from '@contracts';
import { isHttpUrl } from '@contracts/admin-rules';
import { CONTRIBUTION_PHOTO_LICENCES, SUGGESTION_TEXT, type ContributionPhotoQuery } from '@contracts/contributions';
import { emptyPlaceFields, type PlaceFieldValues } from '@/components/place-fields/place-field-values';
import { placeFieldsOf, placeRuleInput, placeRules, textBetween } from '@/components/place-fields/place-rules';
import { zodFormResolver } from '@/lib/zod-form-resolver';

export { proposedPlaceOf } from '@/components/place-fields/place-rules';

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
  return { ...emptySuggestion(), ...placeFieldsOf(place) };
}

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

const sourceRule = textBetween('Source', SUGGESTION_TEXT.source, 'Please say how you know: a link or a few words');

export const newPlaceSchema = z.object({ ...placeRules, source: sourceRule }).and(photoRules);
export const correctionSchema = z.object({
  ...placeRules,
  source: sourceRule,
  reason: textBetween('Reason', SUGGESTION_TEXT.reason, 'Please say what is wrong'),
});
export const photoSchema = photoRules.and(
  z.object({ photo_file: z.instanceof(File, { error: 'Please choose a photo' }) }),
);

/** The form's resolver for a schema: it receives the text as the place rules read it, and decides. */
const resolverOf = <S extends z.ZodType>(schema: S) =>
  zodFormResolver(schema, (values: SuggestionFormValues) => placeRuleInput(values) as z.input<S>);

export const newPlaceResolver = resolverOf(newPlaceSchema);
export const correctionResolver = resolverOf(correctionSchema);
export const photoResolver = zodFormResolver(
  photoSchema,
  (values: PhotoFieldValues) => values as z.input<typeof photoSchema>,
);

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The photo's credit as the upload's query carries it. */
export function photoCreditOf(values: PhotoFieldValues): ContributionPhotoQuery {
  return {
    alt: values.photo_alt.trim(),
    author: values.photo_author.trim(),
    source_url: orNull(values.photo_source_url),
    licence: values.photo_licence as ContributionPhotoQuery['licence'],
  };
}
