import { Link } from 'react-router-dom';
import type { TripStopView } from '@contracts';
import { PlaceThumbnail } from '@/components/PhotoOrImage';
import { paths } from '@/config/paths';
import { addressLine } from '../lib/format';

/** A stop's number (its place in the walk, as on the map), picture, name, film and address. */
export function StopPlace({ stop, number }: { stop: TripStopView; number: number }) {
  const { place } = stop;
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <div className="relative shrink-0">
        <PlaceThumbnail place={place} className="size-14 rounded-lg object-cover sm:size-16" />
        <span
          aria-hidden="true"
          className="absolute -top-2 -left-2 flex size-6 items-center justify-center rounded-full bg-amber-500 text-xs font-bold text-slate-950 ring-2 ring-slate-950"
        >
          {number}
        </span>
      </div>
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-white">
          <span className="sr-only">{number}. </span>
          <Link to={paths.location(place.slug)} className="hover:text-amber-400">
            {place.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-400">
          {place.movie.title}
          {place.movie.year ? ` (${place.movie.year})` : ''}
        </p>
        <p className="mt-0.5 text-xs break-words text-slate-400">{addressLine(place)}</p>
      </div>
    </div>
  );
}
