import { Footprints, MoonStar } from 'lucide-react';
import type { TripLeg } from '@contracts';
import { formatDistance, formatMinutes } from '../lib/format';

/** The walk between two stops in the list, or where one day ends and the next begins. */
export function LegLine({ leg, nextDay }: { leg: TripLeg | undefined; nextDay: number }) {
  if (!leg) return <div aria-hidden="true" className="h-3" />;
  const walk = `${formatDistance(leg.metres)} · ${formatMinutes(leg.minutes)} walk`;
  if (!leg.same_day)
    return (
      <p className="my-2 flex items-center gap-2 rounded-lg border border-dashed border-slate-700 px-3 py-2 text-xs text-slate-400">
        <MoonStar aria-hidden="true" className="size-4 text-amber-500" />
        <span>
          <strong className="text-slate-200">Day {nextDay}</strong> starts here ({walk} from the last stop)
        </span>
      </p>
    );
  return (
    <p className="flex items-center gap-2 py-1.5 pl-7 text-xs text-slate-400">
      <Footprints aria-hidden="true" className="size-3.5 text-slate-400" />
      {walk}
    </p>
  );
}
