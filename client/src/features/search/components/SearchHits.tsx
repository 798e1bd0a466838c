import { Calendar, Clapperboard, MapPin } from 'lucide-react';
import { Highlight, useHits } from 'react-instantsearch';
import type { Hit } from 'instantsearch.js';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PhotoOrImage, placePicture, posterPicture, type Picture } from '@/components/PhotoOrImage';
import { PhotoCredit } from '@/components/ResponsivePhoto';
import { PlaceActions } from '@/lib/place-actions';
import type { LocationSearchHit, MovieSearchHit } from '@contracts';

/** Highlight-only attributes (description, movie_title) are named so <Highlight attribute> accepts them. */
type WithHighlight<T> = T & {
  objectID: string;
  description?: string;
  movie_title?: string;
  _highlightResult: Record<string, { value: string }>;
};

const markClass = { highlighted: 'rounded-sm bg-amber-400/25 px-0.5 text-amber-100' };
const cardClass =
  'group flex gap-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4 transition hover:border-amber-500/50 hover:bg-slate-900 focus-within:border-amber-500/60';

function Group({ title, total, children }: { title: string; total: number; children: ReactNode }) {
  const id = `search-group-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <div className="flex items-baseline justify-between border-b border-slate-800 pb-3">
        <h2 id={id} className="font-display text-2xl font-bold text-white">
          {title}
        </h2>
        {/* The server counts up to 1,000 matches (like Meilisearch's maxTotalHits). */}
        <p className="text-sm text-slate-400">
          {total >= 1000 ? '1,000+ results' : total === 1 ? '1 result' : `${total} results`}
        </p>
      </div>
      <ul className="mt-4 grid gap-3" aria-label={title}>
        {children}
      </ul>
    </section>
  );
}

interface HitCardProps {
  to: string;
  title: ReactNode;
  image: Picture & {
    width: number;
    height: number;
    className: string;
  };
  /** The hit, when its description matched: shown clamped to two lines. */
  description?: ReactNode;
  children: ReactNode;
}

/** One search result: picture, linked title, the facts given as children, then the matched description. */
function HitCard({ to, title, image, description, children }: HitCardProps) {
  return (
    <li className={cardClass}>
      <div className="flex-none">
        <PhotoOrImage
          {...image}
          decorative
          sizes={`${image.width}px`}
          className={`rounded-md object-cover ${image.className}`}
        />
      </div>
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-white">
          <Link to={to} className="outline-none hover:text-amber-300 focus-visible:underline">
            {title}
          </Link>
        </h3>
        {children}
        {description && <p className="mt-2 line-clamp-2 text-sm leading-6 text-slate-300">{description}</p>}
        {image.photo && <PhotoCredit photo={image.photo} className="mt-2" />}
      </div>
    </li>
  );
}

const matchedDescription = (hit: Hit<WithHighlight<object>>) =>
  hit._highlightResult.description?.value ? (
    <Highlight hit={hit} attribute="description" classNames={markClass} />
  ) : undefined;

export function MovieHits() {
  const { items, results } = useHits<WithHighlight<MovieSearchHit>>();
  if (!results?.nbHits) return null;
  return (
    <Group title="Movies" total={results.nbHits}>
      {items.map((hit) => (
        <HitCard
          key={hit.objectID}
          to={paths.movie(hit.slug)}
          title={<Highlight hit={hit} attribute="title" classNames={markClass} />}
          image={{
            ...posterPicture(hit),
            width: 64,
            height: 96,
            className: 'h-24 w-16',
          }}
          description={matchedDescription(hit)}
        >
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-400">
            {hit.year != null && (
              <span className="inline-flex items-center gap-1">
                <Calendar aria-hidden="true" className="h-3.5 w-3.5" /> {hit.year}
              </span>
            )}
            {hit.director && (
              <span>
                Directed by <Highlight hit={hit} attribute="director" classNames={markClass} />
              </span>
            )}
          </p>
        </HitCard>
      ))}
    </Group>
  );
}

export function LocationHits() {
  const { items, results } = useHits<WithHighlight<LocationSearchHit>>();
  if (!results?.nbHits) return null;
  return (
    <Group title="Locations" total={results.nbHits}>
      {items.map((hit) => (
        <HitCard
          key={hit.objectID}
          to={paths.location(hit.slug)}
          title={<Highlight hit={hit} attribute="name" classNames={markClass} />}
          image={{
            ...placePicture(hit, 'thumbnail'),
            width: 96,
            height: 96,
            className: 'h-20 w-20 sm:h-24 sm:w-24',
          }}
          description={matchedDescription(hit)}
        >
          <p className="mt-1 flex items-center gap-1.5 text-sm text-amber-400/90">
            <Clapperboard aria-hidden="true" className="h-3.5 w-3.5 flex-none" />
            <span>
              <Highlight hit={hit} attribute="movie_title" classNames={markClass} />
              {hit.movie.year != null && <span className="text-slate-400"> ({hit.movie.year})</span>}
            </span>
          </p>
          {(hit.city || hit.country) && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-400">
              <MapPin aria-hidden="true" className="h-3.5 w-3.5 flex-none" />
              <span>
                {hit.city && <Highlight hit={hit} attribute="city" classNames={markClass} />}
                {hit.city && hit.country && ', '}
                {hit.country && <Highlight hit={hit} attribute="country" classNames={markClass} />}
              </span>
            </p>
          )}
          <PlaceActions place={hit} variant="card" className="mt-3" />
        </HitCard>
      ))}
    </Group>
  );
}
