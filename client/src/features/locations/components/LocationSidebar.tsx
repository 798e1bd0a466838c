import { Clapperboard } from 'lucide-react';
import type { LocationDetail } from '@contracts';
import { LocationActions } from './LocationActions';

/** Beside the texts (under them on a phone): the movie the place is in, and the visit's quick actions. */
export function LocationSidebar({ location }: { location: LocationDetail }) {
  return (
    <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-2xl border border-slate-800 bg-slate-900/40 p-5">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-slate-400 uppercase">
          <Clapperboard aria-hidden="true" className="h-4 w-4 text-amber-500" /> Featured in
        </p>
        <p className="mt-3 text-lg font-semibold text-white">{location.movie.title}</p>
        <p className="text-sm text-slate-400">
          {[location.movie.year, location.movie.director && `Directed by ${location.movie.director}`]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="rounded-2xl border border-slate-800 bg-slate-900/40 p-5">
        <h2 className="text-sm font-semibold tracking-widest text-slate-400 uppercase">Plan your visit</h2>
        <div className="mt-4">
          <LocationActions location={location} />
        </div>
      </div>
    </aside>
  );
}
