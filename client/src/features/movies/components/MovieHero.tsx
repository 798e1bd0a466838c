import { Calendar, Clapperboard, MapPin } from 'lucide-react';
import { ImageWithFallback } from '@/components/ImageWithFallback';
import { PhotoOrImage, posterPicture } from '@/components/PhotoOrImage';
import { CreditedFigure } from '@/components/CreditedFigure';
import { FALLBACK_POSTER, type MovieDetail } from '@contracts';
import { pluralize } from '../utils/format';

/** The poster beside the title: the page's largest paint on a phone, fetched first. */
const HERO_POSTER = {
  width: 240,
  height: 360,
  sizes: '(min-width: 1024px) 240px, (min-width: 768px) 192px, (min-width: 640px) 160px, 128px',
  className: 'aspect-[2/3] w-full rounded-xl object-cover shadow-2xl ring-1 shadow-black/60 ring-white/10',
};

/** Full-bleed backdrop (or the poster, or the fallback) under a dark gradient, with the key facts. */
export function MovieHero({ movie }: { movie: MovieDetail }) {
  const backdrop = movie.backdrop_url ?? movie.poster_url;
  return (
    <section className="relative isolate overflow-hidden border-b border-slate-800">
      {backdrop ? (
        <ImageWithFallback
          src={backdrop}
          fallbackSrc={FALLBACK_POSTER}
          alt=""
          width={1920}
          height={1080}
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40 blur-[1px]"
        />
      ) : (
        // No artwork at all: a quiet amber glow instead of blowing the placeholder poster up to full width.
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_70%_20%,rgba(245,158,11,0.18),transparent_60%),radial-gradient(ellipse_at_10%_90%,rgba(51,65,85,0.5),transparent_55%)]"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950 via-slate-950/80 to-slate-950/30" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/90 via-slate-950/40 to-transparent" />

      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 md:gap-8 pt-10 pb-10 sm:px-6 md:flex-row md:pb-12 md:items-end md:pt-28 lg:px-8">
        <CreditedFigure
          photo={movie.poster_photo}
          className="w-32 shrink-0 sm:w-40 md:w-48 lg:w-60"
          creditClassName="mt-1.5"
        >
          <PhotoOrImage {...posterPicture(movie)} {...HERO_POSTER} priority />
        </CreditedFigure>
        <div className="max-w-3xl">
          {movie.genres.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Genres">
              {movie.genres.map((genre) => (
                <li
                  key={genre}
                  className="rounded-full border border-amber-500/40 bg-amber-500/10 px-3 py-1 text-xs font-semibold tracking-wide text-amber-300"
                >
                  {genre}
                </li>
              ))}
            </ul>
          )}
          <h1 className="mt-4 font-display text-3xl leading-tight font-bold text-white sm:text-5xl lg:text-6xl">
            {movie.title}
          </h1>
          <dl className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-slate-300">
            {movie.year != null && (
              <div>
                <dt className="sr-only">Year</dt>
                <dd className="flex items-center gap-2">
                  <Calendar aria-hidden="true" className="h-4 w-4 text-amber-500" />
                  {movie.year}
                </dd>
              </div>
            )}
            {movie.director && (
              <div>
                <dt className="sr-only">Director</dt>
                <dd className="flex items-center gap-2">
                  <Clapperboard aria-hidden="true" className="h-4 w-4 text-amber-500" />
                  Directed by {movie.director}
                </dd>
              </div>
            )}
            <div>
              <dt className="sr-only">Filming locations</dt>
              <dd className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="h-4 w-4 text-amber-500" />
                {pluralize(movie.locations.length, 'filming location')}
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
