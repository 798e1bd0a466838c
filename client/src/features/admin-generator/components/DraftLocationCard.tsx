import { LOCATION_PRECISION_LABELS, LOCATION_PRECISIONS, type DraftLocation, type LocationPrecision } from '@contracts';
import { adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';
import { FieldFrame, TextAreaField, TextField } from '@/components/admin/fields';
import { SluggedNameField } from './SluggedNameField';

/** The place's short fields, in the order the form shows them; coordinates are numbers. */
const FIELDS = [
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'country', label: 'Country' },
  { key: 'latitude', label: 'Latitude', numeric: true },
  { key: 'longitude', label: 'Longitude', numeric: true },
  { key: 'address', label: 'Address' },
] as const satisfies { key: keyof DraftLocation; label: string; numeric?: true }[];

/** One generated place: its check flags, its fields (the name with the slug it will get), and Remove. */
export function DraftLocationCard({
  location,
  fallbackName,
  onChange,
  onRemove,
  disabled,
}: {
  location: DraftLocation;
  /** Names the card while the place has no name. */
  fallbackName: string;
  onChange: (changes: Partial<DraftLocation>) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  return (
    <li aria-label={location.name || fallbackName} className="space-y-3 rounded-xl border border-slate-800 p-4">
      {location.flags && location.flags.length > 0 && (
        <ul aria-label="Check flags" className="space-y-1 text-sm text-amber-300">
          {location.flags.map((flag) => (
            <li key={flag}>⚠ {flag}</li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <SluggedNameField label="Name" value={location.name} onChange={(name) => onChange({ name })} />
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            inputMode={'numeric' in field ? 'decimal' : undefined}
            value={String(location[field.key] ?? '')}
            onChange={(e) => onChange({ [field.key]: 'numeric' in field ? Number(e.target.value) : e.target.value })}
          />
        ))}
        <FieldFrame label="Precision" hint="As the model states it; correct it when flagged">
          {(control) => (
            <select
              {...control}
              value={location.precision ?? ''}
              onChange={(e) => onChange({ precision: (e.target.value || null) as LocationPrecision | null })}
              className="mt-1.5 block h-10 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-sm text-white outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30"
            >
              <option value="">Not stated</option>
              {LOCATION_PRECISIONS.map((precision) => (
                <option key={precision} value={precision}>
                  {LOCATION_PRECISION_LABELS[precision]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
      <TextAreaField
        label="Scene description"
        rows={3}
        value={location.scene_description ?? ''}
        onChange={(e) => onChange({ scene_description: e.target.value })}
      />
      <button type="button" className={adminSecondaryButtonClass} onClick={onRemove} disabled={disabled}>
        Remove {location.name || 'this place'}
      </button>
    </li>
  );
}
