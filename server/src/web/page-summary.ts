import type { LocationDetail } from '../locations/index.js';
import type { Movie, MovieDetail } from '../movies/index.js';
import type { PublicPage } from '../pages/index.js';
import { escapeHtml as e } from '../common/html-escape.js';

/**
 * The page's main content as plain HTML inside #root, for crawlers and for the first paint: React's
 * createRoot empties #root when the app first renders, so this summary is simply replaced. Every
 * value is escaped; the CMS content is the sanitiser's output (pages/page-html.ts), as the client
 * renders it too. Styles: SUMMARY_CSS (classes prefixed `ssr-`, unused by the app).
 */

const NAV = `<nav class="ssr-nav" aria-label="Main"><a href="/">Home</a><a href="/movies">Movies</a><a href="/search">Search</a><a href="/map">Map</a></nav>`;

function frame(body: string): string {
  return `<div class="ssr">${NAV}<main class="ssr-main">${body}</main></div>`;
}

const link = (href: string, text: string) => `<a href="${e(href)}">${e(text)}</a>`;
const moviePath = (slug: string) => `/movies/${encodeURIComponent(slug)}`;
const locationPath = (slug: string) => `/locations/${encodeURIComponent(slug)}`;

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

function movieLine(movie: Movie): string {
  const facts = [movie.year, movie.director].filter((fact) => fact != null && fact !== '').join(' · ');
  return `<li>${link(moviePath(movie.slug), movie.title)}${facts ? ` <span>${e(facts)}</span>` : ''}</li>`;
}

export function homeSummary(headline: string, movies: Movie[]): string {
  return frame(
    `<h1>${e(headline)}</h1><p>Browse movies, see where each was filmed and plan your visit.</p>` +
      `<h2>Featured Movies</h2><ul>${movies.map(movieLine).join('')}</ul>` +
      `<p>${link('/movies', 'View All Movies')} · ${link('/map', 'View Map')} · ${link('/search', 'Start Exploring Now')}</p>`,
  );
}

export function movieListSummary(movies: Movie[]): string {
  return frame(`<h1>Browse Movies</h1><ul>${movies.map(movieLine).join('')}</ul>`);
}

export function movieSummary(movie: MovieDetail): string {
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
  return frame(
    `<h1>${e(movie.title)}</h1><ul class="ssr-facts">${facts.map((fact) => `<li>${e(fact)}</li>`).join('')}</ul>` +
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
  return frame(
    `<p>${link(moviePath(location.movie.slug), location.movie.title)}${location.movie.year ? ` (${location.movie.year})` : ''}</p>` +
      `<h1>${e(location.name)}</h1>` +
      `<p>${e(place([location.address, location.city, location.state, location.country]))}</p>` +
      rating +
      paragraphs(location.description) +
      (location.scene_description ? `<h2>The Scene</h2>${paragraphs(location.scene_description)}` : '') +
      (location.is_verified ? '<p>✓ This location has been verified by our team</p>' : '') +
      `<p>${link(moviePath(location.movie.slug), 'View Movie Details')}</p>`,
  );
}

export function cmsSummary(page: PublicPage): string {
  return frame(`<h1>${e(page.title)}</h1><div>${page.content}</div>`);
}

export function plainSummary(title: string, text: string, links: [string, string][]): string {
  return frame(
    `<h1>${e(title)}</h1><p>${e(text)}</p><p>${links.map(([href, label]) => link(href, label)).join(' · ')}</p>`,
  );
}

/**
 * The summary's look until the app takes over: dark like the app, readable on a phone, with the
 * room of the app's fixed header at the top so the swap does not jump.
 */
export const SUMMARY_CSS =
  '.ssr{max-width:64rem;margin:0 auto;padding:1rem 1rem 3rem;font:16px/1.6 system-ui,sans-serif;color:#e2e8f0}' +
  '.ssr a{color:#fbbf24;text-decoration:underline}' +
  '.ssr-nav{display:flex;gap:1.25rem;min-height:2rem;align-items:center}' +
  '.ssr-nav a{display:inline-block;padding:.25rem 0;text-decoration:none}' +
  '.ssr-main{padding-top:2.5rem}' +
  '.ssr h1{font-size:2rem;line-height:1.2;margin:.5rem 0 1rem;color:#fff}' +
  '.ssr h2{font-size:1.25rem;margin:2rem 0 .75rem;color:#fff}' +
  '.ssr p{margin:0 0 1rem}.ssr ul{padding-left:1.25rem}.ssr li{margin:.5rem 0}' +
  '.ssr .ssr-facts{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;color:#cbd5e1}';
