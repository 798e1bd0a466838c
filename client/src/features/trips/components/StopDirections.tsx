import { Navigation } from 'lucide-react';
import type { TripStopView } from '@contracts';

const linkClass =
  'inline-flex min-h-8 items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-amber-400 ring-1 ring-slate-700 transition hover:bg-white/5 hover:text-amber-300';

const MAPS_APPS = [
  { key: 'google', name: 'Google Maps' },
  { key: 'apple', name: 'Apple Maps' },
] as const;

/** Walking directions to one stop from wherever the visitor is, in either maps app. */
export function StopDirections({ stop }: { stop: TripStopView }) {
  const name = stop.place.name;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-400">
      <Navigation aria-hidden="true" className="size-3.5 text-slate-400" />
      <span>Directions:</span>
      {MAPS_APPS.map((app) => (
        <a
          key={app.key}
          href={stop.directions[app.key]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Walking directions to ${name} in ${app.name} (opens in a new tab)`}
          className={linkClass}
        >
          {app.name}
        </a>
      ))}
    </p>
  );
}
