import { Navigation } from 'lucide-react';
import type { TripStopView } from '@contracts';

const linkClass =
  'inline-flex min-h-8 items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-amber-400 ring-1 ring-slate-700 transition hover:bg-white/5 hover:text-amber-300';

/** Walking directions to one stop from wherever the visitor is, in either maps app. */
export function StopDirections({ stop }: { stop: TripStopView }) {
  const name = stop.place.name;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-400">
      <Navigation aria-hidden="true" className="size-3.5 text-slate-400" />
      <span>Directions:</span>
      <a
        href={stop.directions.google}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Walking directions to ${name} in Google Maps (opens in a new tab)`}
        className={linkClass}
      >
        Google Maps
      </a>
      <a
        href={stop.directions.apple}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Walking directions to ${name} in Apple Maps (opens in a new tab)`}
        className={linkClass}
      >
        Apple Maps
      </a>
    </p>
  );
}
