import { BadgeCheck, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Decoration } from '@/components/Decoration';
import { PhotoOrImage, placePicture } from '@/components/PhotoOrImage';
import { CreditedFigure } from '@/components/CreditedFigure';
import { PlaceBadges } from '@/components/PlaceBadges';
import { PlaceActions } from '@/lib/place-actions';
import type { LocationDetail } from '@contracts';
import { LocationRating } from './LocationRating';

/** The place's photo: the page's largest paint, fetched first. */
const HERO_PICTURE = {
  width: 1200,
  height: 800,
  sizes: '(min-width: 1152px) 600px, (min-width: 1024px) 52vw, 100vw',
  className: 'aspect-[3/2] w-full object-cover',
};

/** The place's header: photo (with credit), the way back to its movie, name, address, precision and kind, rating, verified. */
export function LocationHero({ location }: { location: LocationDetail }) {
  const region = [location.city, location.state, location.country].filter(Boolean).join(', ');
  return (
    <header className="relative isolate overflow-hidden border-b border-slate-800 bg-gradient-to-b from-slate-900 to-slate-950">
      <Decoration className="-top-32 right-0 -z-10 h-96 w-[36rem] rounded-full bg-amber-500/10 blur-3xl" />
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 sm:px-6 md:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-12 lg:px-8">
        <CreditedFigure photo={location.photo} className="lg:order-2" creditClassName="mt-2 text-right">
          <div className="overflow-hidden rounded-2xl bg-slate-800 shadow-2xl ring-1 shadow-black/50 ring-white/10">
            <PhotoOrImage {...placePicture(location)} {...HERO_PICTURE} priority />
          </div>
        </CreditedFigure>
        <div className="min-w-0">
          <Link
            to={paths.movie(location.movie.slug)}
            className="inline-flex max-w-full items-center gap-2 rounded-full bg-slate-950/70 px-3.5 py-1.5 text-sm font-medium text-amber-300 ring-1 ring-white/10 transition hover:text-amber-200 hover:ring-amber-500/40"
          >
            <span aria-hidden="true">←</span>
            <span className="sr-only">Back to </span>
            <span className="truncate">{location.movie.title}</span>
          </Link>
          <h1 className="mt-5 font-display text-3xl leading-tight font-bold text-white sm:text-5xl">{location.name}</h1>
          {(location.address || region) && (
            <address className="mt-4 flex items-start gap-2 text-base text-slate-300 not-italic sm:text-lg">
              <MapPin aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-amber-500" />
              <span>
                {location.address && <span className="block">{location.address}</span>}
                {region && <span className="block text-slate-400">{region}</span>}
              </span>
            </address>
          )}
          <PlaceBadges precision={location.precision} kind={location.kind} className="mt-4" />
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <LocationRating average={location.rating_average} count={location.review_count} />
            {location.is_verified && (
              <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-500/10 px-3 py-1 text-sm text-emerald-300 ring-1 ring-emerald-500/30">
                <BadgeCheck aria-hidden="true" className="h-4 w-4" />
                Verified
              </p>
            )}
          </div>
          <PlaceActions place={location} variant="page" className="mt-6" />
        </div>
      </div>
    </header>
  );
}
