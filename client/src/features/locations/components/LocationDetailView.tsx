import { BadgeCheck, Clapperboard, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PhotoOrImage, placePicture } from '@/components/PhotoOrImage';
import { PhotoCredit } from '@/components/ResponsivePhoto';
import { PlaceActions } from '@/lib/place-actions';
import type { LocationDetail } from '@contracts';
import { LocationActions } from './LocationActions';
import { LocationMapPanel } from './LocationMapPanel';
import { LocationRating } from './LocationRating';
import { NearbyLocations } from './NearbyLocations';

/**
 * SPEC §2 location detail: hero, texts, map at zoom 13, reviews, quick actions and nearby places.
 * `reviews` is the reviews section, composed in by the route (features do not import each other).
 */
export function LocationDetailView({ location, reviews }: { location: LocationDetail; reviews?: ReactNode }) {
  const region = [location.city, location.state, location.country].filter(Boolean).join(', ');
  return (
    <article>
      <header className="relative isolate overflow-hidden border-b border-slate-800 bg-gradient-to-b from-slate-900 to-slate-950">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 right-0 -z-10 h-96 w-[36rem] rounded-full bg-amber-500/10 blur-3xl"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 sm:px-6 md:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-12 lg:px-8">
          <figure className="lg:order-2">
            <div className="overflow-hidden rounded-2xl bg-slate-800 shadow-2xl ring-1 shadow-black/50 ring-white/10">
              <PhotoOrImage
                {...placePicture(location)}
                width={1200}
                height={800}
                sizes="(min-width: 1152px) 600px, (min-width: 1024px) 52vw, 100vw"
                priority
                className="aspect-[3/2] w-full object-cover"
              />
            </div>
            {location.photo && (
              <figcaption>
                <PhotoCredit photo={location.photo} className="mt-2 text-right" />
              </figcaption>
            )}
          </figure>
          <div className="min-w-0">
            <Link
              to={paths.movie(location.movie.slug)}
              className="inline-flex max-w-full items-center gap-2 rounded-full bg-slate-950/70 px-3.5 py-1.5 text-sm font-medium text-amber-300 ring-1 ring-white/10 transition hover:text-amber-200 hover:ring-amber-500/40"
            >
              <span aria-hidden="true">←</span>
              <span className="sr-only">Back to </span>
              <span className="truncate">{location.movie.title}</span>
            </Link>
            <h1 className="mt-5 font-display text-3xl leading-tight font-bold text-white sm:text-5xl">
              {location.name}
            </h1>
            {(location.address || region) && (
              <address className="mt-4 flex items-start gap-2 text-base text-slate-300 not-italic sm:text-lg">
                <MapPin aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-amber-500" />
                <span>
                  {location.address && <span className="block">{location.address}</span>}
                  {region && <span className="block text-slate-400">{region}</span>}
                </span>
              </address>
            )}
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

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
        <div className="min-w-0 space-y-10">
          {location.description && <Section title="About this Location">{location.description}</Section>}
          {location.scene_description && <Section title="The Scene">{location.scene_description}</Section>}
          {location.is_verified && (
            <p className="rounded-xl border border-emerald-500/30 bg-emerald-500/5 px-4 py-3 text-emerald-300">
              ✓ This location has been verified by our team
            </p>
          )}
          <LocationMapPanel name={location.name} latitude={location.latitude} longitude={location.longitude} />
          <div id="reviews">{reviews}</div>
          <NearbyLocations slug={location.slug} />
        </div>
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
      </div>
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="font-display text-2xl font-bold text-white">{title}</h2>
      <p className="mt-4 text-base leading-7 whitespace-pre-line text-slate-300 sm:text-lg sm:leading-8">{children}</p>
    </section>
  );
}
