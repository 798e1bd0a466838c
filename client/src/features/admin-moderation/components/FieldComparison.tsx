import { LOCATION_KIND_LABELS, LOCATION_PRECISION_LABELS, isLocationKind, isLocationPrecision } from '@contracts';
import type { ProposedField, SuggestionFieldDiff } from '@contracts/contributions';

const FIELD_LABELS: Record<ProposedField, string> = {
  name: 'Name',
  latitude: 'Latitude',
  longitude: 'Longitude',
  address: 'Address',
  city: 'City',
  country: 'Country',
  scene: 'Scene',
  scene_time: 'Time in the film',
  precision: 'Precision',
  kind: 'Kind',
};

/** A value as an editor reads it: labels for precision and kind, a dash for nothing. */
function shown(value: string | number | null): string {
  if (value === null || value === '') return '—';
  if (isLocationPrecision(value)) return LOCATION_PRECISION_LABELS[value];
  if (isLocationKind(value)) return LOCATION_KIND_LABELS[value];
  return String(value);
}

/** Current and proposed, field by field; a changed field is marked (and said) so it is not missed. */
export function FieldComparison({ fields, isNew }: { fields: SuggestionFieldDiff[]; isNew: boolean }) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">Current and proposed values, field by field</caption>
      <thead className="text-xs tracking-wider text-slate-400 uppercase">
        <tr>
          <th scope="col" className="w-[28%] py-2 pr-3 font-semibold">
            Field
          </th>
          {!isNew && (
            <th scope="col" className="py-2 pr-3 font-semibold">
              Current
            </th>
          )}
          <th scope="col" className="py-2 font-semibold">
            Proposed
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-800">
        {fields.map((diff) => (
          <tr key={diff.field} className={diff.changed && !isNew ? 'bg-amber-500/10' : undefined}>
            <th scope="row" className="py-2 pr-3 align-top font-medium text-slate-300">
              {FIELD_LABELS[diff.field]}
              {diff.changed && !isNew && <span className="block text-xs font-normal text-amber-300">changed</span>}
            </th>
            {!isNew && <td className="py-2 pr-3 align-top break-words text-slate-400">{shown(diff.current)}</td>}
            <td className="py-2 align-top break-words text-white">{shown(diff.proposed)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
