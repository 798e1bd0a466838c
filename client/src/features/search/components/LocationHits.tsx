import { Clapperboard, MapPin } from 'lucide-react';
import type { Hit } from '../lib/instantsearch-types';
import { paths } from '@/config/paths';
import { placePicture } from '@/components/PhotoOrImage';
import { PlaceActions } from '@/lib/place-actions';
import { positionCaveats, type LocationSearchHit } from '@contracts';
import { HitGroup } from './HitGroup';
import { Marked, type WithHighlight } from './hit-highlight';

const THUMBNAIL = { width: 96, height: 96, className: 'h-20 w-20 sm:h-24 sm:w-24' };

/** The Locations group: photo, name, its movie and where it is, each match marked. */
export function LocationHits() {
  return (
    <HitGroup<LocationSearchHit>
      title="Locations"
      card={(hit) => ({
        to: paths.location(hit.slug),
        title: <Marked hit={hit} attribute="name" />,
        image: { ...placePicture(hit, 'thumbnail'), ...THUMBNAIL },
        children: <LocationFacts hit={hit} />,
      })}
    />
  );
}

function LocationFacts({ hit }: { hit: Hit<WithHighlight<LocationSearchHit>> }) {
  return (
    <>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-amber-400/90">
        <Clapperboard aria-hidden="true" className="h-3.5 w-3.5 flex-none" />
        <span>
          <Marked hit={hit} attribute="movie_title" />
          {hit.movie.year != null && <span className="text-slate-400"> ({hit.movie.year})</span>}
        </span>
      </p>
      {(hit.city || hit.country) && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-400">
          <MapPin aria-hidden="true" className="h-3.5 w-3.5 flex-none" />
          <span>
            {hit.city && <Marked hit={hit} attribute="city" />}
            {hit.city && hit.country && ', '}
            {hit.country && <Marked hit={hit} attribute="country" />}
          </span>
        </p>
      )}
      <PositionCaveats hit={hit} />
      <PlaceActions place={hit} variant="card" className="mt-3" />
    </>
  );
}

/** "City only", "Set here, filmed elsewhere": said before a visitor plans a walk to the spot. */
function PositionCaveats({ hit }: { hit: LocationSearchHit }) {
  const caveats = positionCaveats(hit.precision, hit.kind);
  if (caveats.length === 0) return null;
  return (
    <p data-testid="hit-caveats" className="mt-1 text-xs font-medium text-amber-300/90">
      {caveats.join(' · ')}
    </p>
  );
}
