import type { TripPlan } from '@contracts';
import { DayCard } from './DayCard';

/** The trip split into days (nothing to split without stops). */
export function DayList({ trip }: { trip: TripPlan }) {
  if (trip.days.length === 0) return <p className="text-sm text-slate-400">Days appear once the trip has stops.</p>;
  return (
    <div className="space-y-4">
      {trip.days.map((day) => (
        <DayCard key={day.day} day={day} stops={trip.stops} />
      ))}
    </div>
  );
}
