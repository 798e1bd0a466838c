import type { LocationDetail } from '@contracts';
import { paths } from '@/config/paths';
import { correctionOf, proposedPlaceOf, type SuggestionFormValues } from '../api/suggestion-form';
import { useSuggestCorrection } from '../api/suggest-correction';
import { useAfterSuggestion } from '../hooks/use-after-suggestion';
import { ContributionPageFrame } from './ContributionPageFrame';
import { SuggestionForm } from './SuggestionForm';

/** Suggest a Correction (issue 34): the place's fields prefilled; the visitor changes what is wrong and says why. */
export function SuggestCorrectionPage({ place }: { place: LocationDetail }) {
  const suggest = useSuggestCorrection();
  const done = useAfterSuggestion();
  const send = async (values: SuggestionFormValues) => {
    const input = { ...proposedPlaceOf(values), source: values.source.trim(), reason: values.reason.trim() };
    await suggest.mutateAsync({ placeSlug: place.slug, input });
    done('Thank you! Your correction is waiting for an editor.');
  };
  return (
    <ContributionPageFrame
      title={`Suggest a Correction to ${place.name}`}
      intro="Change what is wrong (the name, the position, the scene, how exact the spot is) and say why. An editor checks it before the place changes."
      back={{ to: paths.location(place.slug), label: place.name }}
    >
      <SuggestionForm kind="correction" defaultValues={correctionOf(place)} onSubmit={send} />
    </ContributionPageFrame>
  );
}
