import { ExternalLink } from 'lucide-react';
import type { TripDayView, TripStopView } from '@contracts';
import type { RouteLink } from '@contracts/trip-planning';
import { addressLine, daySummary } from '../lib/format';

const linkClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-slate-700 bg-slate-950/40 px-3 py-2 text-sm font-semibold text-slate-100 transition hover:border-amber-500/60 hover:text-white';

/** "Google Maps", or "Google Maps, stops 1–11" when the day needs several links (the waypoint limit). */
function linkLabel(service: string, link: RouteLink, day: TripDayView, numberOf: (stopId: string) => number) {
  if (day.directions.google.length <= 1) return service;
  const from = numberOf(day.stop_ids[link.fromStop]);
  const to = numberOf(day.stop_ids[link.toStop]);
  return `${service}, stops ${from}–${to}`;
}

/** One day: its stops in order, its walking and visiting time, and the day's walk in either maps app. */
export function DayCard({ day, stops }: { day: TripDayView; stops: TripStopView[] }) {
  const numberOf = (stopId: string) => stops.findIndex((stop) => stop.id === stopId) + 1;
  const dayStops = day.stop_ids.flatMap((id) => stops.filter((stop) => stop.id === id));
  const headingId = `day-${day.day}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:p-5">
      <h3 id={headingId} className="text-lg font-semibold text-white">
        Day {day.day}
      </h3>
      <p className="mt-1 text-sm text-slate-400">{daySummary(dayStops.length, day)}</p>
      <ol className="mt-3 space-y-1.5 text-sm">
        {dayStops.map((stop) => (
          <li key={stop.id} className="flex gap-2">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-800 text-xs font-bold text-amber-400">
              {numberOf(stop.id)}
            </span>
            <span className="min-w-0">
              <span className="text-slate-100">{stop.place.name}</span>
              <span className="block text-xs text-slate-400">{addressLine(stop.place)}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2" aria-label={`Walking directions for day ${day.day}`} role="group">
        {(['google', 'apple'] as const).flatMap((service) =>
          day.directions[service].map((link) => {
            const label = linkLabel(service === 'google' ? 'Google Maps' : 'Apple Maps', link, day, numberOf);
            return (
              <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {label}
                <ExternalLink aria-hidden="true" className="size-3.5 text-slate-400" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            );
          }),
        )}
      </div>
    </section>
  );
}
