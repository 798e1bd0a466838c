import type { LocationDetail } from '../locations/index.js';
import {
  FALLBACK_POSTER,
  LOCATION_KIND_LABELS,
  LOCATION_PRECISION_LABELS,
  locationPath,
  moviePath,
  placeImagePath,
} from '../contracts/index.js';
import type { Movie, MovieDetail, MovieListItem, Photo, Timestamp } from '../contracts/index.js';
import type { PublicPage } from '../pages/index.js';
import { escapeHtml as e } from '../common/html-escape.js';

/**
 * The page's main content as plain HTML inside #root, for crawlers and for the first paint: React's
 * createRoot empties #root when the app first renders, so this summary is simply replaced. Every
 * value is escaped; the CMS content is the sanitiser's output (pages/page-html.ts), as the client
 * renders it too. Styles: SUMMARY_CSS (classes prefixed `ssr-`, unused by the app).
 *
 * Each summary's picture and heading are drawn at least as large as the app's largest element of
 * the same page (its hero picture, the first poster, the hero's text), so the first paint already
 * shows the page's main picture and the swap to the app does not paint a larger one later
 * (which would move the page's Largest Contentful Paint to after the scripts ran).
 */

/** Posters loaded with the page; the rest of the cards when scrolled to. */
const EAGER_POSTERS = 4;
/**
 * The movie list's first cards with their posters (a phone's first screen); the rest as links.
 * More posters here only cost the phone main-thread time (each SVG poster is drawn there) before
 * the app replaces them anyway.
 */
const POSTER_CARDS = 4;

const NAV = `<nav class="ssr-nav" aria-label="Main"><a href="/">Home</a><a href="/movies">Movies</a><a href="/search">Search</a><a href="/map">Map</a></nav>`;

function frame(body: string): string {
  return `<div class="ssr">${NAV}<main class="ssr-main">${body}</main></div>`;
}

const link = (href: string, text: string) => `<a href="${e(href)}">${e(text)}</a>`;

function paragraphs(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .split(/\n\s*\n/)
    .filter((part) => part.trim())
    .map((part) => `<p>${e(part.trim())}</p>`)
    .join('');
}

function place(parts: (string | null | undefined)[]): string {
  return parts.filter(Boolean).join(', ');
}

function movieLine(movie: Movie<Timestamp>): string {
  const facts = [movie.year, movie.director].filter((fact) => fact != null && fact !== '').join(' · ');
  return `<li>${link(moviePath(movie.slug), movie.title)}${facts ? ` <span>${e(facts)}</span>` : ''}</li>`;
}

export function homeSummary(headline: string, movies: Movie<Timestamp>[]): string {
  return frame(
    `<h1>${e(headline)}</h1><p>Browse movies, see where each was filmed and plan your visit.</p>` +
      `<h2>Featured Movies</h2><ul>${movies.map(movieLine).join('')}</ul>` +
      `<p>${link('/movies', 'View All Movies')} · ${link('/map', 'View Map')} · ${link('/search', 'Start Exploring Now')}</p>`,
  );
}

/** The picture a movie card shows: the uploaded poster, the poster URL, or the placeholder. */
export function posterOf(movie: MovieListItem<Timestamp>): string {
  return movie.poster_photo?.src ?? movie.poster_url ?? FALLBACK_POSTER;
}

export function movieListSummary(movies: MovieListItem<Timestamp>[]): string {
  const cards = movies
    .slice(0, POSTER_CARDS)
    .map(
      (movie, i) =>
        `<li><a href="${e(moviePath(movie.slug))}">${image(posterOf(movie), `Poster for ${movie.title}`, [400, 600], i < EAGER_POSTERS)}` +
        `<span>${e(movie.title)}${movie.year != null ? ` (${movie.year})` : ''}</span></a></li>`,
    );
  const more = movies.slice(POSTER_CARDS);
  return frame(
    `<h1>Browse Movies</h1><ul class="ssr-posters">${cards.join('')}</ul>` +
      (more.length ? `<ul>${more.map(movieLine).join('')}</ul>` : ''),
  );
}

function image(src: string, alt: string, [width, height]: [number, number], eager = true): string {
  const loading = eager ? 'fetchpriority="high"' : 'loading="lazy"';
  return `<img src="${e(src)}" alt="${e(alt)}" width="${width}" height="${height}" ${loading} />`;
}

/** An uploaded photo with its AVIF/WebP sets, drawn `sizes` wide. */
function photoImage(photo: Photo, sizes: string): string {
  return (
    `<picture><source type="image/avif" srcset="${e(photo.srcset.avif)}" sizes="${e(sizes)}" />` +
    `<img src="${e(photo.src)}" srcset="${e(photo.srcset.webp)}" sizes="${e(sizes)}" alt="${e(photo.alt)}" ` +
    `width="${photo.width}" height="${photo.height}" fetchpriority="high" /></picture>`
  );
}

export function movieSummary(movie: MovieDetail<Timestamp>): string {
  const facts = [
    movie.year != null ? `Year: ${movie.year}` : '',
    movie.director ? `Director: ${movie.director}` : '',
    `${movie.locations.length} filming location${movie.locations.length === 1 ? '' : 's'}`,
    movie.genres.length ? `Genres: ${movie.genres.join(', ')}` : '',
  ].filter(Boolean);
  const places = movie.locations.length
    ? `<ul>${movie.locations
        .map(
          (location) =>
            `<li>${link(locationPath(location.slug), location.name)} <span>${e(place([location.city, location.country]))}</span></li>`,
        )
        .join('')}</ul>`
    : '<p>No filming locations have been added for this movie yet.</p>';
  // The app's hero draws the backdrop (or the poster) across the page behind the title.
  const backdrop = movie.backdrop_url ?? movie.poster_url;
  return frame(
    `<section class="ssr-hero">${backdrop ? image(backdrop, '', [1920, 1080]) : ''}` +
      `<h1>${e(movie.title)}</h1><ul class="ssr-facts">${facts.map((fact) => `<li>${e(fact)}</li>`).join('')}</ul></section>` +
      paragraphs(movie.description) +
      `<h2>Filming Locations</h2>${places}` +
      `<p>${link(`/map?movie=${encodeURIComponent(movie.slug)}`, 'View on the map')}</p>`,
  );
}

export function locationSummary(location: LocationDetail): string {
  const rating =
    location.review_count > 0 && location.rating_average != null
      ? `<p>Rated ${e(location.rating_average.toFixed(1))} out of 5 from ${location.review_count} review${location.review_count === 1 ? '' : 's'}</p>`
      : '';
  const picture = location.photo
    ? photoImage(location.photo, '(min-width: 40rem) 40rem, 100vw')
    : image(location.image_url || placeImagePath(location.slug), location.name, [1200, 800]);
  return frame(
    `<figure class="ssr-picture">${picture}</figure>` +
      `<p>${link(moviePath(location.movie.slug), location.movie.title)}${location.movie.year ? ` (${location.movie.year})` : ''}</p>` +
      `<h1>${e(location.name)}</h1>` +
      `<p>${e(place([location.address, location.city, location.state, location.country]))}</p>` +
      `<ul class="ssr-facts"><li>${e(LOCATION_PRECISION_LABELS[location.precision])}</li><li>${e(LOCATION_KIND_LABELS[location.kind])}</li></ul>` +
      rating +
      (location.scene || location.scene_time
        ? `<h2>In the Film</h2>${location.scene ? `<p>${e(location.scene)}</p>` : ''}` +
          (location.scene_time ? `<p>At ${e(location.scene_time)} in the film</p>` : '')
        : '') +
      paragraphs(location.description) +
      (location.scene_description ? `<h2>The Scene</h2>${paragraphs(location.scene_description)}` : '') +
      (location.is_verified ? '<p>✓ This location has been verified by our team</p>' : '') +
      `<p>${link(moviePath(location.movie.slug), 'View Movie Details')}</p>`,
  );
}

export function cmsSummary(page: PublicPage): string {
  return frame(`<h1>${e(page.title)}</h1><div>${page.content}</div>`);
}

export function plainSummary(
  title: string,
  text: string | string[],
  links: readonly (readonly [href: string, label: string])[],
): string {
  const texts = (Array.isArray(text) ? text : [text]).map((part) => `<p class="ssr-lead">${e(part)}</p>`).join('');
  return frame(`<h1>${e(title)}</h1>${texts}<p>${links.map(([href, label]) => link(href, label)).join(' · ')}</p>`);
}

/**
 * The summary's look until the app takes over: dark like the app, readable on a phone, with the
 * room of the app's fixed header at the top so the swap does not jump.
 */
export const SUMMARY_CSS =
  '.ssr{max-width:64rem;margin:0 auto;padding:1rem 1rem 3rem;font:16px/1.6 system-ui,sans-serif;color:#e2e8f0}' +
  // The movie hero is as wide as the window: no sideways scrolling while the summary is shown.
  '#root:has(>.ssr){overflow-x:clip}' +
  '.ssr a{color:#fbbf24;text-decoration:underline}' +
  '.ssr-nav{display:flex;gap:1.25rem;min-height:2rem;align-items:center}' +
  '.ssr-nav a{display:inline-block;padding:.25rem 0;text-decoration:none}' +
  '.ssr-main{padding-top:2.5rem}' +
  // The size of the app's hero headings (text-4xl on a phone, up to text-6xl).
  '.ssr h1{font-size:clamp(2.25rem,1.5rem + 3vw,3.75rem);line-height:1.15;margin:.5rem 0 1rem;color:#fff}' +
  '.ssr h2{font-size:1.25rem;margin:2rem 0 .75rem;color:#fff}' +
  '.ssr p{margin:0 0 1rem}.ssr ul{padding-left:1.25rem}.ssr li{margin:.5rem 0}' +
  '.ssr .ssr-lead{font-size:1.25rem;max-width:36rem}' +
  '.ssr .ssr-facts{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;color:#cbd5e1}' +
  '.ssr img{display:block;max-width:100%;height:auto;background:#1e293b}' +
  // A movie: the backdrop across the whole window behind the title, like the app's hero.
  '.ssr-hero{position:relative;isolation:isolate;margin:-1rem calc(50% - 50vw) 1.5rem;padding:3rem max(1rem,calc(50vw - 31rem)) 2rem;' +
  'min-height:max(70vh,36rem);display:flex;flex-direction:column;justify-content:flex-end}' +
  '.ssr-hero img{position:absolute;inset:0;z-index:-1;width:100%;height:100%;object-fit:cover;opacity:.4}' +
  // A location: its picture first, as wide as the page on a phone.
  '.ssr-picture{margin:0 -1rem 1.5rem;max-width:40rem}' +
  '.ssr-picture img{width:100%;aspect-ratio:3/2;object-fit:cover}' +
  // The movie list: poster cards, two across on a phone, three from 48rem.
  '.ssr .ssr-posters{list-style:none;padding:0;margin:0 -.25rem;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem}' +
  '@media (min-width:48rem){.ssr .ssr-posters{grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem}}' +
  '.ssr-posters li{margin:0}.ssr-posters a{display:block;text-decoration:none}' +
  '.ssr-posters img{width:100%;aspect-ratio:2/3;object-fit:cover;border-radius:.75rem}' +
  '.ssr-posters span{display:block;margin-top:.25rem}';
