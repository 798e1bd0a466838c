import { useId, useState } from 'react';
import type { SuggestionDetail } from '@contracts/contributions';
import { FieldFrame } from '@/components/admin/fields';
import { useMoviePlaces } from '../api/get-movie-places';
import { DecisionButtons } from './DecisionButtons';
import { formatDistance } from './format';

/**
 * Merge into an existing place of the same movie: the likely duplicates (within 100 m) first, then
 * the movie's other places. The visitor is credited on the chosen place; nothing else changes.
 */
export function MergeForm({
  suggestion,
  onMerge,
  onCancel,
}: {
  suggestion: SuggestionDetail;
  onMerge: (locationId: string) => Promise<void>;
  onCancel: () => void;
}) {
  const places = useMoviePlaces(suggestion.movie.slug);
  const near = suggestion.warnings.flatMap((warning) => (warning.place ? [warning.place] : []));
  const others = (places.data?.locations ?? []).filter((place) => !near.some((close) => close.id === place.id));
  const [chosen, setChosen] = useState(near[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        setBusy(true);
        void onMerge(chosen).finally(() => setBusy(false));
      }}
    >
      <FieldFrame
        id={selectId}
        label="Existing place of this movie"
        error={places.isError ? "The movie's places could not be loaded" : undefined}
      >
        {(control) => (
          <select
            {...control}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            className="mt-1.5 block h-10 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-sm text-white"
          >
            <option value="">Choose a place</option>
            {near.map((place) => (
              <option key={place.id} value={place.id}>
                {place.name} ({formatDistance(place.distance_m)} away)
              </option>
            ))}
            {others.map((place) => (
              <option key={place.id} value={place.id}>
                {place.name}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <DecisionButtons
        label="Merge into This Place"
        busyLabel="Merging..."
        busy={busy}
        disabled={!chosen}
        onCancel={onCancel}
      />
    </form>
  );
}
