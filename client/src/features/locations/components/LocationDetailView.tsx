import type { ReactNode } from 'react';
import type { LocationDetail } from '@contracts';
import { SceneTime } from '@/components/PlaceBadges';
import { LocationHero } from './LocationHero';
import { LocationMapPanel } from './LocationMapPanel';
import { LocationSidebar } from './LocationSidebar';
import { NearbyLocations } from './NearbyLocations';

/**
 * SPEC §2 location detail: hero, texts, map at zoom 13, reviews, quick actions and nearby places.
 * `reviews` is the reviews section and `contribute` the visitors' Suggest a Correction and Add a
 * Photo (issue #34), composed in by the route (features do not import each other).
 */
export function LocationDetailView({
  location,
  reviews,
  contribute,
}: {
  location: LocationDetail;
  reviews?: ReactNode;
  contribute?: ReactNode;
}) {
  return (
    <article>
      <LocationHero location={location} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
        <div className="min-w-0 space-y-10">
          <InTheFilm scene={location.scene} time={location.scene_time} />
          {location.description && <Section title="About this Location">{location.description}</Section>}
          {location.scene_description && <Section title="The Scene">{location.scene_description}</Section>}
          {location.is_verified && (
            <p className="rounded-xl border border-emerald-500/30 bg-emerald-500/5 px-4 py-3 text-emerald-300">
              ✓ This location has been verified by our team
            </p>
          )}
          <LocationMapPanel
            name={location.name}
            latitude={location.latitude}
            longitude={location.longitude}
            precision={location.precision}
          />
          {contribute}
          <div id="reviews">{reviews}</div>
          <NearbyLocations slug={location.slug} />
        </div>
        <LocationSidebar location={location} />
      </div>
    </article>
  );
}

/** The scene shot here and when it comes in the film (issue 34); nothing when neither is known. */
function InTheFilm({ scene, time }: { scene: string | null; time: string | null }) {
  if (!scene && !time) return null;
  return (
    <section aria-labelledby="in-the-film-heading" data-testid="in-the-film">
      <h2 id="in-the-film-heading" className="font-display text-2xl font-bold text-white">
        In the Film
      </h2>
      {scene && <p className="mt-4 text-base leading-7 text-slate-200 sm:text-lg sm:leading-8">{scene}</p>}
      {time && <SceneTime time={time} className={`${scene ? 'mt-2' : 'mt-4'} text-sm text-slate-400`} />}
    </section>
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
