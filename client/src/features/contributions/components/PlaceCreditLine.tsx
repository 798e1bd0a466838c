import { HeartHandshake } from 'lucide-react';
import type { PlaceCredit } from '@contracts/contributions';

/** "Suggested by Ana · Corrected with help from 2 visitors" (issue 34); nothing for a place no visitor touched. */
export function PlaceCreditLine({ credit }: { credit: PlaceCredit | undefined }) {
  if (!credit || (!credit.suggested_by && credit.corrected_by_count === 0)) return null;
  const helpers = credit.corrected_by_count === 1 ? '1 visitor' : `${credit.corrected_by_count} visitors`;
  const parts = [
    credit.suggested_by && `Suggested by ${credit.suggested_by}`,
    credit.corrected_by_count > 0 && `Corrected with help from ${helpers}`,
  ].filter(Boolean);
  return (
    <p className="flex items-center gap-2 text-sm text-slate-300" data-testid="place-credit">
      <HeartHandshake aria-hidden="true" className="size-4 shrink-0 text-amber-500" />
      {parts.join(' · ')}
    </p>
  );
}
