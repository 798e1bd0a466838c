import type { AdminMovie } from '@contracts/admin-catalog';
import { BadgeCheck, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { adminCardClass, adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';
import { paths } from '@/config/paths';

/** The movie's filming locations, each with an Edit link, and "Add location" for this movie. */
export function MovieLocations({ movie }: { movie: AdminMovie }) {
  return (
    <section aria-labelledby="movie-locations-heading" className={`${adminCardClass} space-y-4`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="movie-locations-heading" className="text-xl font-semibold text-white">
          Locations ({movie.locations.length})
        </h2>
        <Link to={`${paths.adminLocationNew}?movie=${movie.id}`} className={adminSecondaryButtonClass}>
          <Plus aria-hidden="true" className="size-4" /> Add location
        </Link>
      </div>
      {movie.locations.length === 0 ? (
        <p className="text-slate-400">No locations yet.</p>
      ) : (
        <ul className="divide-y divide-slate-800">
          {movie.locations.map((location) => (
            <li key={location.id} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="flex items-center gap-1.5 truncate font-medium text-white">
                  {location.name}
                  {location.is_verified && (
                    <BadgeCheck aria-label="Verified" className="size-4 shrink-0 text-emerald-400" />
                  )}
                </p>
                <p className="text-sm text-slate-400">
                  {[location.city, location.country].filter(Boolean).join(', ') || '—'}
                </p>
              </div>
              <Link
                to={paths.adminLocation(location.id)}
                className="shrink-0 text-sm font-semibold text-amber-400 hover:text-amber-300"
              >
                Edit <span className="sr-only">{location.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
