import type { TripPlan } from '@contracts';
import { LegLine } from './LegLine';
import { StopDirections } from './StopDirections';
import { StopPlace } from './StopPlace';

/** A shared trip's stops in walking order: place, note, directions and the walk to the next. */
export function ReadOnlyStops({ trip, selectedId }: { trip: TripPlan; selectedId: string | null }) {
  const legFrom = (stopId: string, nextId: string | undefined) =>
    trip.legs.find((leg) => leg.from_stop_id === stopId && leg.to_stop_id === nextId);
  return (
    <ol aria-label="Stops in walking order">
      {trip.stops.map((stop, index) => {
        const next = trip.stops[index + 1];
        return (
          <li key={stop.id}>
            <div
              id={`stop-${stop.id}`}
              tabIndex={-1}
              className={`space-y-2 rounded-2xl border bg-slate-900/70 p-3 outline-none sm:p-4 ${
                selectedId === stop.id ? 'border-amber-500/70' : 'border-slate-800'
              }`}
            >
              <StopPlace stop={stop} number={index + 1} />
              {stop.note && <p className="text-sm whitespace-pre-wrap text-slate-300">{stop.note}</p>}
              <StopDirections stop={stop} />
            </div>
            {next && <LegLine leg={legFrom(stop.id, next.id)} nextDay={next.day} />}
          </li>
        );
      })}
    </ol>
  );
}
