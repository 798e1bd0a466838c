import type { TripDayView, TripPlan } from '@contracts';
import { addressLine, countOf, daySummary, formatDistance, formatMinutes } from '../lib/format';
import { PrintDayMap } from './PrintDayMap';

interface PrintDayProps {
  trip: TripPlan;
  day: TripDayView;
  /** The day's map as a picture: a URL, null when it could not be drawn, undefined while waiting. */
  picture: string | null | undefined;
  drawing: boolean;
  onPicture: (url: string | null) => void;
}

/** One printed page: the day's figures, its map, and its stops with their addresses and notes. */
export function PrintDay({ trip, day, picture, drawing, onPicture }: PrintDayProps) {
  const stops = day.stop_ids.flatMap((id) => trip.stops.filter((stop) => stop.id === id));
  const numbers = stops.map((stop) => trip.stops.indexOf(stop) + 1);
  const legs = trip.legs.filter((leg) => leg.same_day && day.stop_ids.includes(leg.from_stop_id));
  const legAfter = (stopId: string) => legs.find((leg) => leg.from_stop_id === stopId);
  return (
    <section
      aria-labelledby={`print-day-${day.day}`}
      className="mt-8 break-inside-avoid-page [&:not(:last-child)]:break-after-page print:mt-0"
    >
      <h2 id={`print-day-${day.day}`} className="text-2xl font-bold">
        Day {day.day}
        <span className="ml-2 text-base font-normal text-slate-600">of {countOf(trip.days.length, 'day')}</span>
      </h2>
      <p className="mt-1 text-sm text-slate-700">{daySummary(stops.length, day)}</p>
      <div className="mt-3 aspect-[16/9] w-full overflow-hidden rounded-lg border border-slate-300 bg-slate-100 print:rounded-none">
        {picture ? (
          <img src={picture} alt={`Map of day ${day.day}`} className="h-full w-full object-cover" />
        ) : drawing ? (
          <PrintDayMap
            stops={stops}
            legs={legs}
            numbers={numbers}
            label={`Map of day ${day.day}`}
            onPicture={onPicture}
          />
        ) : (
          <p className="flex h-full items-center justify-center text-sm text-slate-600">
            {picture === null ? 'The map could not be drawn.' : 'The map comes next...'}
          </p>
        )}
      </div>
      <ol className="mt-4 space-y-3">
        {stops.map((stop, index) => {
          const leg = legAfter(stop.id);
          return (
            <li key={stop.id} className="break-inside-avoid">
              <p className="font-semibold">
                {numbers[index]}. {stop.place.name}{' '}
                <span className="font-normal text-slate-600">· {stop.place.movie.title}</span>
              </p>
              <p className="text-sm text-slate-700">{addressLine(stop.place)}</p>
              {stop.note && <p className="mt-0.5 text-sm whitespace-pre-wrap text-slate-800">Note: {stop.note}</p>}
              <p className="text-xs text-slate-600">
                {stop.visit_minutes ?? trip.visit_minutes} min here
                {leg &&
                  index < stops.length - 1 &&
                  ` · then ${formatDistance(leg.metres)}, ${formatMinutes(leg.minutes)} on foot`}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
