import { Route } from 'lucide-react';
import { useId, useState } from 'react';
import type { TripDetail } from '@contracts';
import { startOf, useBestOrderAction, type BestOrderStart } from '../hooks/use-best-order';
import { inputClass, smallPrimaryButtonClass } from './styles';

/** Best Order: the shortest walk through every stop, from a chosen stop, the visitor's position or anywhere. */
export function BestOrderPanel({ trip }: { trip: TripDetail }) {
  const id = useId();
  const [start, setStart] = useState<BestOrderStart>(startOf(trip));
  const { run, busy, locating } = useBestOrderAction(trip);
  const known = start === 'anywhere' || start === 'position' || trip.stops.some((stop) => `stop:${stop.id}` === start);
  const chosen = known ? start : 'anywhere';
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(chosen);
      }}
    >
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="block text-sm font-medium text-slate-200">
          Start from
        </label>
        <select
          id={id}
          value={chosen}
          onChange={(event) => setStart(event.target.value as BestOrderStart)}
          className={`${inputClass} mt-1.5`}
        >
          <option value="anywhere">Wherever the walk is shortest</option>
          <option value="position">My position</option>
          {trip.stops.map((stop, index) => (
            <option key={stop.id} value={`stop:${stop.id}`}>
              {index + 1}. {stop.place.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy || trip.stops.length < 2} className={smallPrimaryButtonClass}>
        <Route aria-hidden="true" className="size-4" />
        {locating ? 'Finding You...' : busy ? 'Ordering...' : 'Best Order'}
      </button>
    </form>
  );
}
