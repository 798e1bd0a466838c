import { Clapperboard, MapPin, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PlaceThumbnail } from '@/components/PhotoOrImage';
import type { SavedPlace } from '@contracts';
import { useRemoveSavedPlace } from '../api/remove-saved-place';
import { LIST_NAMES, formatVisitDate } from '../lib/lists';

/** One saved place on My Places: picture, name (its link), film, where, when visited, and Remove. */
export function SavedPlaceItem({ userId, item }: { userId: string; item: SavedPlace }) {
  const { location } = item;
  const remove = useRemoveSavedPlace(userId, { id: item.location_id, name: location.name });
  const where = [location.city, location.country].filter(Boolean).join(', ');
  return (
    <li>
      <article
        aria-label={location.name}
        className="flex items-start gap-3 rounded-xl border border-slate-800 bg-slate-900/60 p-3 transition hover:border-slate-700"
      >
        <PlaceThumbnail place={location} className="size-16 flex-none rounded-lg object-cover" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-white">
            <Link to={paths.location(location.slug)} className="hover:text-amber-300 focus-visible:underline">
              {location.name}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-amber-400/90">
            <Clapperboard aria-hidden="true" className="size-3.5 flex-none" />
            <span className="truncate">
              {location.movie.title}
              {location.movie.year ? ` (${location.movie.year})` : ''}
            </span>
          </p>
          {where && (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-400">
              <MapPin aria-hidden="true" className="size-3.5 flex-none" />
              <span className="truncate">{where}</span>
            </p>
          )}
          {item.kind === 'been' && item.visited_at && (
            <p className="mt-0.5 text-sm text-emerald-300">Visited {formatVisitDate(item.visited_at)}</p>
          )}
        </div>
        <button
          type="button"
          onClick={() => remove.mutate()}
          aria-label={`Remove ${location.name} from ${LIST_NAMES[item.kind]}`}
          className="inline-flex flex-none items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-400 transition hover:bg-white/5 hover:text-red-300 focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">Remove</span>
        </button>
      </article>
    </li>
  );
}
