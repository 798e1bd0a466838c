import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { NearbyLocation } from '@contracts';
import { paths } from '@/config/paths';

const km = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A card in a page's grid (with the film's year), or a row of the map's compact panel. */
const LOOKS = {
  card: {
    link: 'group flex h-full items-start gap-3 rounded-xl border border-slate-800 bg-slate-900/40 p-4 transition hover:border-amber-500/50 hover:bg-slate-900',
    pin: 'mt-0.5 h-5 w-5 shrink-0 text-amber-500',
    name: 'block font-semibold text-white group-hover:text-amber-200',
    movie: 'block truncate text-sm text-slate-400',
    distance: 'shrink-0 rounded-full bg-slate-800 px-2.5 py-0.5 text-sm font-medium text-amber-300 tabular-nums',
    withYear: true,
  },
  row: {
    link: 'flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-800/70',
    pin: 'h-4 w-4 shrink-0 text-amber-500',
    name: 'block truncate text-sm font-semibold text-white',
    movie: 'block truncate text-xs text-slate-400',
    distance: 'shrink-0 text-xs font-medium text-amber-300 tabular-nums',
    withYear: false,
  },
};

/** A filming location near somewhere, linking to its page: its name, film and distance in km. */
export function NearbyPlaceLink({ place, look }: { place: NearbyLocation; look: keyof typeof LOOKS }) {
  const classes = LOOKS[look];
  return (
    <Link to={paths.location(place.slug)} className={classes.link}>
      <MapPin aria-hidden="true" className={classes.pin} />
      <span className="min-w-0 flex-1">
        <span className={classes.name}>{place.name}</span>
        <span className={classes.movie}>
          {place.movie.title}
          {classes.withYear && place.movie.year ? ` (${place.movie.year})` : ''}
        </span>
      </span>
      <span className={classes.distance}>{km.format(place.distance_km)} km</span>
    </Link>
  );
}
