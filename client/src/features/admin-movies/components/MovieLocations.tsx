import type { AdminMovie } from '@contracts/admin-catalog';
import { BadgeCheck, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { adminCardClass, adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';
import { EditLinkList } from '@/components/admin/EditLinkList';
import { paths } from '@/config/paths';

/** The movie's filming locations, each with an Edit link, and "Add location" for this movie. */
export function MovieLocations({ movie }: { movie: AdminMovie }) {
  const items = movie.locations.map((location) => ({
    id: location.id,
    name: location.name,
    badge: location.is_verified && <BadgeCheck aria-label="Verified" className="size-4 shrink-0 text-emerald-400" />,
    detail: [location.city, location.country].filter(Boolean).join(', ') || '—',
    to: paths.adminLocation(location.id),
  }));
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
      <EditLinkList items={items} empty="No locations yet." />
    </section>
  );
}
