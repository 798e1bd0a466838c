import type { DraftLocation, GenerationDraft } from '@contracts';
import { TextAreaField, TextField } from '@/components/admin/fields';
import { adminCardClass, adminPrimaryButtonClass, adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';
import { previewSlug } from './slug';

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
  const movie = draft.movie;
  const setMovie = (changes: Partial<GenerationDraft['movie']>) =>
    onChange({ ...draft, movie: { ...movie, ...changes } });
  const setLocation = (index: number, changes: Partial<DraftLocation>) =>
    onChange({ ...draft, locations: draft.locations.map((l, i) => (i === index ? { ...l, ...changes } : l)) });
  const removeLocation = (index: number) =>
    onChange({ ...draft, locations: draft.locations.filter((_, i) => i !== index) });

  return (
    <section aria-label="Generated content" className={`${adminCardClass} space-y-5`}>
      {draft.duplicate && (
        <div role="status" className="rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm text-amber-200">
          <p>
            A movie like this exists already: <strong>{draft.duplicate.title}</strong> ({draft.duplicate.reason}).
          </p>
          <label className="mt-2 flex items-center gap-2">
            <input type="checkbox" checked={addToExisting} onChange={(e) => onAddToExistingChange(e.target.checked)} />
            Add the new places to {draft.duplicate.title} instead of creating a second movie
          </label>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Title"
          value={movie.title}
          onChange={(e) => setMovie({ title: e.target.value })}
          hint={`Slug: ${previewSlug(movie.title)}`}
          className="sm:col-span-3"
        />
        <TextField
          label="Year"
          inputMode="numeric"
          value={movie.year ?? ''}
          onChange={(e) => setMovie({ year: e.target.value === '' ? null : Number(e.target.value) })}
        />
        <TextField
          label="Director"
          value={movie.director ?? ''}
          onChange={(e) => setMovie({ director: e.target.value })}
        />
        <TextField
          label="Genres"
          value={movie.genres.join(', ')}
          onChange={(e) =>
            setMovie({
              genres: e.target.value
                .split(',')
                .map((g) => g.trim())
                .filter(Boolean),
            })
          }
        />
      </div>
      <TextAreaField
        label="Description"
        rows={6}
        value={movie.description ?? ''}
        onChange={(e) => setMovie({ description: e.target.value })}
      />
      <h2 className="font-display text-xl font-semibold text-white">Locations ({draft.locations.length})</h2>
      <ul className="space-y-4">
        {draft.locations.map((location, i) => (
          <li
            key={i}
            aria-label={location.name || `Location ${i + 1}`}
            className="space-y-3 rounded-xl border border-slate-800 p-4"
          >
            {location.flags && location.flags.length > 0 && (
              <ul aria-label="Check flags" className="space-y-1 text-sm text-amber-300">
                {location.flags.map((flag) => (
                  <li key={flag}>⚠ {flag}</li>
                ))}
              </ul>
            )}
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label="Name"
                value={location.name}
                onChange={(e) => setLocation(i, { name: e.target.value })}
                hint={`Slug: ${previewSlug(location.name)}`}
                className="sm:col-span-3"
              />
              <TextField
                label="City"
                value={location.city ?? ''}
                onChange={(e) => setLocation(i, { city: e.target.value })}
              />
              <TextField
                label="State"
                value={location.state ?? ''}
                onChange={(e) => setLocation(i, { state: e.target.value })}
              />
              <TextField
                label="Country"
                value={location.country ?? ''}
                onChange={(e) => setLocation(i, { country: e.target.value })}
              />
              <TextField
                label="Latitude"
                inputMode="decimal"
                value={String(location.latitude)}
                onChange={(e) => setLocation(i, { latitude: Number(e.target.value) })}
              />
              <TextField
                label="Longitude"
                inputMode="decimal"
                value={String(location.longitude)}
                onChange={(e) => setLocation(i, { longitude: Number(e.target.value) })}
              />
              <TextField
                label="Address"
                value={location.address ?? ''}
                onChange={(e) => setLocation(i, { address: e.target.value })}
              />
            </div>
            <TextAreaField
              label="Scene description"
              rows={3}
              value={location.scene_description ?? ''}
              onChange={(e) => setLocation(i, { scene_description: e.target.value })}
            />
            <button
              type="button"
              className={adminSecondaryButtonClass}
              onClick={() => removeLocation(i)}
              disabled={saving}
            >
              Remove {location.name || 'this place'}
            </button>
          </li>
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
