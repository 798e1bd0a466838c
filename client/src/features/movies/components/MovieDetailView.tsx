import { Calendar, Clapperboard, Tags } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MovieDetail } from '@contracts';
import { pluralize, toParagraphs } from '../utils/format';
import { MovieHero } from './MovieHero';
import { MovieLocationList } from './MovieLocationList';
import { MovieQuickLinks } from './MovieQuickLinks';

/**
 * `planTrip`: what the route puts beside the places (issue #33's Plan a Trip, from the trips feature);
 * `suggestPlace`: what it puts under them (issue #34's Suggest a Place, from the contributions feature).
 */
export function MovieDetailView({
  movie,
  planTrip,
  suggestPlace,
}: {
  movie: MovieDetail;
  planTrip?: ReactNode;
  suggestPlace?: ReactNode;
}) {
  const paragraphs = toParagraphs(movie.description);
  return (
    <article>
      <MovieHero movie={movie} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <div className="min-w-0 space-y-14">
          {paragraphs.length > 0 && (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="font-display text-2xl font-bold text-white sm:text-3xl">
                About the Film
              </h2>
              <div className="mt-5 space-y-4 text-base leading-7 text-slate-300 sm:text-lg sm:leading-8">
                {paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </section>
          )}
          {/* Phones read top to bottom: the quick links belong before the long list, not after it. */}
          <div className="lg:hidden">
            <MovieQuickLinks movie={movie} headingId="quick-links-heading-inline" />
          </div>
          <section aria-labelledby="locations-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="locations-heading" className="font-display text-2xl font-bold text-white sm:text-3xl">
                Filming Locations
              </h2>
              <span className="text-sm text-slate-400">{pluralize(movie.locations.length, 'location')}</span>
            </div>
            {planTrip && movie.locations.length > 0 && <div className="mt-4">{planTrip}</div>}
            <div className="mt-6">
              <MovieLocationList locations={movie.locations} />
            </div>
            {suggestPlace && (
              <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-slate-400">
                <span>Know a filming location that is missing here?</span>
                {suggestPlace}
              </div>
            )}
          </section>
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <div className="hidden lg:block">
            <MovieQuickLinks movie={movie} headingId="quick-links-heading" />
          </div>
          <MovieFacts movie={movie} />
        </aside>
      </div>
    </article>
  );
}

function MovieFacts({ movie }: { movie: MovieDetail }) {
  return (
    <section aria-labelledby="facts-heading" className="rounded-2xl border border-slate-800 bg-slate-900/40 p-5">
      <h2 id="facts-heading" className="text-sm font-semibold tracking-widest text-slate-400 uppercase">
        Film Facts
      </h2>
      <dl className="mt-4 space-y-4 text-sm">
        <Fact icon={Calendar} label="Released" value={movie.year?.toString()} />
        <Fact icon={Clapperboard} label="Director" value={movie.director} />
        <Fact icon={Tags} label="Genres" value={movie.genres.join(', ')} />
      </dl>
    </section>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof Calendar; label: string; value?: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="flex items-center gap-2 text-slate-400">
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-500" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-slate-200">{value}</dd>
    </div>
  );
}
