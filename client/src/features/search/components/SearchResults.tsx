import { Search } from 'lucide-react';
import { Index, useInstantSearch } from 'react-instantsearch';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { SEARCH_HINT, type SearchTab } from '@contracts';
import { LOCATIONS_INDEX, searchNotes } from '../lib/search-client';
import { LocationHits } from './LocationHits';
import { MovieHits } from './MovieHits';
import { NoResults } from './NoResults';
import { RelaxedQueryNotice } from './RelaxedQueryNotice';
import { RESULTS_PANEL_ID } from './SearchTabs';

interface SearchResultsProps {
  tab: SearchTab;
  hasFilters: boolean;
  onClearFilters: () => void;
  onSearchExactly: () => void;
}

/** Results grouped into Movies and Locations (SPEC §2), with the spec's empty and no-hit strings. */
export function SearchResults({ tab, hasFilters, onClearFilters, onSearchExactly }: SearchResultsProps) {
  const { results, scopedResults, status, error, refresh } = useInstantSearch({ catchError: true });
  const { ignoredWords, suggestions } = searchNotes(results?.userData);
  const query = results?.query?.trim() ?? '';
  const total = scopedResults.reduce((sum, scoped) => sum + (scoped.results?.nbHits ?? 0), 0);
  const busy = status === 'loading' || status === 'stalled';

  return (
    <div id={RESULTS_PANEL_ID} role="tabpanel" aria-labelledby={`search-tab-${tab}`} aria-busy={busy} className="mt-8">
      <p className="sr-only" aria-live="polite">
        {query && !busy ? (total === 0 ? 'No results found' : `${total} results for ${query}`) : ''}
      </p>
      {error && status === 'error' ? (
        <ErrorState title="Search is unavailable" message="Please try again in a moment." onRetry={refresh} />
      ) : !query ? (
        <EmptyState icon={Search} title="Search movies and locations" message={SEARCH_HINT} />
      ) : total === 0 && !busy ? (
        <NoResults suggestions={suggestions} onClearFilters={hasFilters ? onClearFilters : undefined} />
      ) : ignoredWords.length > 0 && !busy ? (
        <RelaxedQueryNotice query={query} ignoredWords={ignoredWords} onSearchExactly={onSearchExactly} />
      ) : null}
      <div className={query ? '' : 'hidden'}>
        {tab !== 'locations' && <MovieHits />}
        {/* Always mounted so InstantSearch sends one request for both groups; the API skips what the tab hides. */}
        <Index indexName={LOCATIONS_INDEX}>{tab !== 'movies' && <LocationHits />}</Index>
      </div>
    </div>
  );
}
