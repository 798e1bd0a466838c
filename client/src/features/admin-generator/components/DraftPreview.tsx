import type { DraftLocation, GenerationDraft } from '@contracts';
import { adminCardClass, adminPrimaryButtonClass } from '@/components/admin/AdminPageHeader';
import { DraftLocationCard } from './DraftLocationCard';
import { DraftMovieFields } from './DraftMovieFields';
import { DuplicateOffer } from './DuplicateOffer';

/**
 * SPEC §2 preview card, editable: every field, any place removable, each place's check flags,
 * slugs as SPEC §5 derives them, and the offer to add the places to a duplicate movie.
 */
export function DraftPreview({
  draft,
  onChange,
  addToExisting,
  onAddToExistingChange,
  saving,
  onSave,
}: {
  draft: GenerationDraft;
  onChange: (draft: GenerationDraft) => void;
  addToExisting: boolean;
  onAddToExistingChange: (value: boolean) => void;
  saving: boolean;
  onSave: () => void;
}) {
  const setLocation = (index: number, changes: Partial<DraftLocation>) =>
    onChange({ ...draft, locations: draft.locations.map((l, i) => (i === index ? { ...l, ...changes } : l)) });
  const removeLocation = (index: number) =>
    onChange({ ...draft, locations: draft.locations.filter((_, i) => i !== index) });

  return (
    <section aria-label="Generated content" className={`${adminCardClass} space-y-5`}>
      {draft.duplicate && (
        <DuplicateOffer
          title={draft.duplicate.title}
          reason={draft.duplicate.reason}
          checked={addToExisting}
          onChange={onAddToExistingChange}
        />
      )}
      <DraftMovieFields movie={draft.movie} onChange={(movie) => onChange({ ...draft, movie })} />
      <h2 className="font-display text-xl font-semibold text-white">Locations ({draft.locations.length})</h2>
      <ul className="space-y-4">
        {draft.locations.map((location, i) => (
          <DraftLocationCard
            // The draft's places have no ids; a removed one shifts the rest, whose inputs are controlled.
            key={i}
            location={location}
            fallbackName={`Location ${i + 1}`}
            onChange={(changes) => setLocation(i, changes)}
            onRemove={() => removeLocation(i)}
            disabled={saving}
          />
        ))}
      </ul>
      <p className="text-sm text-slate-400">Saved places are not verified; an editor confirms them later.</p>
      <button
        type="button"
        className={adminPrimaryButtonClass}
        onClick={onSave}
        disabled={saving || draft.locations.length === 0}
      >
        Save to Database
      </button>
    </section>
  );
}
