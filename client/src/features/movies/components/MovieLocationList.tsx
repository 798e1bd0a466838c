import { ArrowRight, BadgeCheck, MapPin, MapPinOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PhotoOrImage, placePicture } from '@/components/PhotoOrImage';
import { PlaceBadges, SceneTime } from '@/components/PlaceBadges';
import { PhotoCredit } from '@/components/ResponsivePhoto';
import { PlaceActions } from '@/lib/place-actions';
import type { MovieDetail } from '@contracts';

type MovieLocation = MovieDetail['locations'][number];
import { formatPlace } from '../utils/format';

export function MovieLocationList({ locations }: { locations: MovieLocation[] }) {
  if (locations.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-700 bg-slate-900/40 px-6 py-14 text-center">
        <MapPinOff aria-hidden="true" className="h-10 w-10 text-slate-500" />
        <p className="mt-4 text-slate-300">No filming locations have been added for this movie yet.</p>
      </div>
    );
  }
  return (
    <ol className="space-y-5" aria-label="Filming locations">
      {locations.map((location) => (
        <li key={location.id}>
          <LocationItem location={location} />
        </li>
      ))}
    </ol>
  );
}

function LocationItem({ location }: { location: MovieLocation }) {
  const region = formatPlace([location.city, location.country]);
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/60 transition hover:border-amber-500/40 sm:flex-row"
      data-testid="movie-location"
    >
      <div className="relative aspect-[16/10] shrink-0 overflow-hidden bg-slate-800 sm:aspect-auto sm:w-56 lg:w-64">
        <PhotoOrImage
          {...placePicture(location, 'thumbnail')}
          width={512}
          height={320}
          sizes="(min-width: 1024px) 256px, (min-width: 640px) 224px, 100vw"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105 sm:absolute sm:inset-0"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 className="flex items-start gap-2 text-lg font-semibold text-white">
          {location.name}
          {location.is_verified && (
            <BadgeCheck aria-label="Verified location" className="mt-1 h-4 w-4 shrink-0 text-amber-500" />
          )}
        </h3>
        {(location.address || region) && (
          <address className="mt-1.5 flex items-start gap-1.5 text-sm text-slate-400 not-italic">
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
            <span>
              {location.address}
              {location.address && region && <span aria-hidden="true"> · </span>}
              {region && <span className="text-slate-300">{region}</span>}
            </span>
          </address>
        )}
        <PlaceBadges precision={location.precision} kind={location.kind} size="sm" className="mt-3" />
        {location.scene && <p className="mt-3 text-sm font-medium text-slate-200">{location.scene}</p>}
        {location.scene_time && <SceneTime time={location.scene_time} className="mt-1 text-xs text-slate-400" />}
        {location.scene_description && (
          <p className="mt-3 line-clamp-4 text-sm leading-6 text-slate-300">{location.scene_description}</p>
        )}
        <PlaceActions place={location} variant="card" className="mt-4" />
        <Link
          to={paths.location(location.slug)}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-4 text-sm font-semibold text-amber-400 transition hover:text-amber-300"
        >
          View location details<span className="sr-only">: {location.name}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </Link>
        {location.photo && <PhotoCredit photo={location.photo} className="mt-3" />}
      </div>
    </article>
  );
}
