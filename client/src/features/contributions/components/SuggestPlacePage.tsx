import { paths } from '@/config/paths';
import { emptySuggestion, proposedPlaceOf, type SuggestionFormValues } from '../api/suggestion-form';
import { useSuggestPlace } from '../api/suggest-place';
import { useAfterSuggestion } from '../hooks/use-after-suggestion';
import { uploadPhotoOf } from '../hooks/use-send-photo';
import { ContributionPageFrame } from './ContributionPageFrame';
import { SuggestionForm } from './SuggestionForm';

/** Suggest a Place for a movie (issue 34): the form, then the visitor's list, where it waits for an editor. */
export function SuggestPlacePage({ movie }: { movie: { slug: string; title: string } }) {
  const suggest = useSuggestPlace();
  const done = useAfterSuggestion();
  const send = async (values: SuggestionFormValues) => {
    const photo = await uploadPhotoOf(values);
    const input = { ...proposedPlaceOf(values), source: values.source.trim(), photo_id: photo?.id ?? null };
    await suggest.mutateAsync({ movieSlug: movie.slug, input });
    done('Thank you! Your suggestion is waiting for an editor.');
  };
  return (
    <ContributionPageFrame
      title={`Suggest a Place for ${movie.title}`}
      intro="Know where a scene was filmed? Tell us where, how exact the spot is and how you know. An editor checks it before it appears on the map."
      back={{ to: paths.movie(movie.slug), label: movie.title }}
    >
      <SuggestionForm kind="new_place" defaultValues={emptySuggestion()} onSubmit={send} />
    </ContributionPageFrame>
  );
}
