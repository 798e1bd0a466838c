import { FormProvider, useForm } from 'react-hook-form';
import type { LocationDetail } from '@contracts';
import { paths } from '@/config/paths';
import { emptyPhotoFields, photoResolver, type PhotoFieldValues } from '../api/suggestion-form';
import { useSuggestPhoto } from '../api/suggest-photo';
import { useAfterSuggestion } from '../hooks/use-after-suggestion';
import { uploadPhotoOf } from '../hooks/use-send-photo';
import { useSuggestionSubmit } from '../hooks/use-suggestion-submit';
import { ContributionPageFrame } from './ContributionPageFrame';
import { PhotoFields } from './PhotoFields';
import { formCardClass, SubmitRow } from './SuggestionForm';

/** Add a Photo of a place (issue 34): the photo and its credit, offered to an editor. */
export function AddPhotoPage({ place }: { place: LocationDetail }) {
  const suggest = useSuggestPhoto();
  const done = useAfterSuggestion();
  const form = useForm<PhotoFieldValues>({ defaultValues: emptyPhotoFields(), resolver: photoResolver });
  const submit = useSuggestionSubmit(form, async (values) => {
    const photo = await uploadPhotoOf(values);
    if (!photo) return;
    await suggest.mutateAsync({ placeSlug: place.slug, input: { photo_id: photo.id } });
    done('Thank you! Your photo is waiting for an editor.');
  });
  return (
    <ContributionPageFrame
      title={`Add a Photo of ${place.name}`}
      intro="Your own photo, shared under a Creative Commons licence, or a photo that carries one. An editor checks it before it is shown."
      back={{ to: paths.location(place.slug), label: place.name }}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} className={`${formCardClass} max-w-2xl`}>
          <PhotoFields />
          <SubmitRow busy={form.formState.isSubmitting}>Send Photo</SubmitRow>
        </form>
      </FormProvider>
    </ContributionPageFrame>
  );
}
