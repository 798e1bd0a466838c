import type { SearchClient } from './instantsearch-types';
import type { SearchMatch, SearchResponse, SearchSuggestion, SearchTab } from '@contracts';
import { searchCatalog } from '../api/search';

/**
 * An InstantSearch search client backed by our own /api/search, so the same page works on
 * either server-side engine (PostgreSQL or Meilisearch) and no search key reaches the browser.
 * The two index widgets (movies, locations) become one API call.
 */
export const MOVIES_INDEX = 'movies';
export const LOCATIONS_INDEX = 'locations';
export const HITS_PER_PAGE = 20;

/** Custom parameters set with <Configure>: InstantSearch passes unknown keys through. */
export interface SearchFilters {
  tab: SearchTab;
  year?: number;
  country?: string;
  match?: SearchMatch;
}

/** What the API says about the query as a whole, carried to the page as the results' userData. */
export interface SearchNotes {
  ignoredWords: string[];
  suggestions: SearchSuggestion[];
}

export function searchNotes(userData: unknown): SearchNotes {
  const notes = Array.isArray(userData) ? (userData[0] as Partial<SearchNotes> | undefined) : undefined;
  return { ignoredWords: notes?.ignoredWords ?? [], suggestions: notes?.suggestions ?? [] };
}

type Request = { indexName: string; params?: Record<string, unknown> };

export function createSearchClient(): SearchClient {
  return {
    search: async (requests: readonly Request[]) => {
      const params = requests[0]?.params ?? {};
      const query = String(params.query ?? '').trim();
      const response = query ? await searchCatalog(toApiParams(query, params)) : emptyResponse();
      return { results: requests.map((request) => toResult(request, query, response)) };
    },
  } as unknown as SearchClient;
}

function toApiParams(q: string, params: Record<string, unknown>) {
  const year = Number(params.year);
  const country = typeof params.country === 'string' ? params.country.trim() : '';
  return {
    q,
    tab: (params.tab as SearchTab) ?? 'all',
    year: Number.isInteger(year) && year >= 1870 && year <= 2100 ? year : undefined,
    country: country || undefined,
    match: params.match === 'all' ? ('all' as const) : undefined,
    limit: HITS_PER_PAGE,
  };
}

const emptyResponse = (): SearchResponse => ({
  movies: { hits: [], total: 0 },
  locations: { hits: [], total: 0 },
  ignored_words: [],
  suggestions: [],
});

function toResult(request: Request, query: string, response: SearchResponse) {
  const group = request.indexName === LOCATIONS_INDEX ? response.locations : response.movies;
  const hits = group.hits.map((hit) => ({
    ...hit,
    objectID: hit.id,
    _highlightResult: toHighlightResult(hit.highlight),
  }));
  return {
    index: request.indexName,
    hits,
    nbHits: group.total,
    page: 0,
    nbPages: group.total > 0 ? 1 : 0,
    hitsPerPage: HITS_PER_PAGE,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query,
    params: '',
    userData: [
      { ignoredWords: response.ignored_words ?? [], suggestions: response.suggestions ?? [] } satisfies SearchNotes,
    ],
  };
}

/**
 * The server's escaped HTML with <mark> becomes InstantSearch's raw highlight format (plain text
 * with its placeholder tags): the hits connector escapes it again and <Highlight> renders text
 * nodes, never HTML.
 */
function toHighlightResult(highlight: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(highlight).map(([field, html]) => [
      field,
      {
        value: unescapeHtml(html.replaceAll('<mark>', '__ais-highlight__').replaceAll('</mark>', '__/ais-highlight__')),
        matchLevel: html.includes('<mark>') ? 'full' : 'none',
        matchedWords: [],
      },
    ]),
  );
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
}
