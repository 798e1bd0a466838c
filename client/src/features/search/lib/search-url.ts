import type { SearchTab } from '@contracts';

/** SPEC §2 Search: q, tab (all, movies, locations), year, country live in the URL. */
export const SEARCH_TABS: { value: SearchTab; label: string }[] = [
  { value: 'all', label: 'All Results' },
  { value: 'movies', label: 'Movies' },
  { value: 'locations', label: 'Locations' },
];

export interface SearchUrlState {
  q: string;
  tab: SearchTab;
  year?: number;
  country: string;
  /** `match=all`: every word must match ("Search exactly"); by default words may be left out. */
  exact: boolean;
}

export const MIN_YEAR = 1870;
export const MAX_YEAR = 2100;

/** SPEC §5: the year filter is read as an integer; anything else means "no year". */
export function parseYear(value: string | null | undefined): number | undefined {
  if (!value || !/^\s*\d{4}\s*$/.test(value)) return undefined;
  const year = Number.parseInt(value, 10);
  return year >= MIN_YEAR && year <= MAX_YEAR ? year : undefined;
}

export function readSearchUrl(params: URLSearchParams): SearchUrlState {
  const tab = params.get('tab');
  return {
    q: params.get('q') ?? '',
    tab: tab === 'movies' || tab === 'locations' ? tab : 'all',
    year: parseYear(params.get('year')),
    country: params.get('country') ?? '',
    exact: params.get('match') === 'all',
  };
}

/** Writes only what differs from the defaults, so a bare /search stays bare. */
export function writeSearchUrl(params: URLSearchParams, state: Partial<SearchUrlState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  if ('q' in state) set('q', state.q?.trim() ? state.q : undefined);
  if ('tab' in state) set('tab', state.tab === 'all' ? undefined : state.tab);
  if ('year' in state) set('year', state.year === undefined ? undefined : String(state.year));
  if ('country' in state) set('country', state.country?.trim() || undefined);
  if ('exact' in state) set('match', state.exact ? 'all' : undefined);
  return next;
}
