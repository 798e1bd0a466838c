import { Info } from 'lucide-react';
import type { TripPlan } from '@contracts';
import { WALKING_ASSUMPTION } from '@contracts/trip-planning';
import { countOf, formatDistance, formatMinutes } from '../lib/format';

/** The whole trip in figures, and how its walking times are reckoned (issue #33: say so on the page). */
export function TripTotals({ trip }: { trip: TripPlan }) {
  const facts = [
    countOf(trip.stops.length, 'stop'),
    `${formatDistance(trip.total.metres)} on foot`,
    `${formatMinutes(trip.total.walking_minutes)} walking`,
    `${formatMinutes(trip.total.visit_minutes)} at the stops`,
    countOf(trip.days.length, 'day'),
  ];
  return (
    <div>
      <ul aria-label="Trip totals" className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-300">
        {facts.map((fact, index) => (
          <li key={fact} className="flex items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className="text-slate-600">
                ·
              </span>
            )}
            {fact}
          </li>
        ))}
      </ul>
      <p className="mt-2 flex items-start gap-1.5 text-xs text-slate-400">
        <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        {WALKING_ASSUMPTION}.
      </p>
    </div>
  );
}
