import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/Skeleton';
import { useNearbyLocations } from '../api/get-nearby-locations';

const km = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The six nearest other filming locations: film fans plan visits by area. */
export function NearbyLocations({ slug }: { slug: string }) {
  const nearby = useNearbyLocations(slug);
  if (nearby.isError || (nearby.data && nearby.data.length === 0)) return null;
  return (
    <section aria-labelledby="nearby-heading">
      <h2 id="nearby-heading" className="font-display text-2xl font-bold text-white">
        Nearby Filming Locations
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2" data-testid="nearby-list">
        {nearby.data
          ? nearby.data.map((place) => (
              <li key={place.slug}>
                <Link
                  to={paths.location(place.slug)}
                  className="group flex h-full items-start gap-3 rounded-xl border border-slate-800 bg-slate-900/40 p-4 transition hover:border-amber-500/50 hover:bg-slate-900"
                >
                  <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-500" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-white group-hover:text-amber-200">{place.name}</span>
                    <span className="block truncate text-sm text-slate-400">
                      {place.movie.title}
                      {place.movie.year ? ` (${place.movie.year})` : ''}
                    </span>
                  </span>
                  <span className="shrink-0 rounded-full bg-slate-800 px-2.5 py-0.5 text-sm font-medium text-amber-300 tabular-nums">
                    {km.format(place.distance_km)} km
                  </span>
                </Link>
              </li>
            ))
          : Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-20 rounded-xl" />
              </li>
            ))}
      </ul>
    </section>
  );
}
