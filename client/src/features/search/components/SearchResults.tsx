import { Search, SearchX } from 'lucide-react';
import { Index, useInstantSearch } from 'react-instantsearch';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { secondaryButtonClass } from '@/components/button-styles';
import type { SearchTab } from '@contracts';
import { LOCATIONS_INDEX } from '../lib/search-client';
import { LocationHits, MovieHits } from './SearchHits';
import { RESULTS_PANEL_ID } from './SearchTabs';

/** Results grouped into Movies and Locations (SPEC §2), with the spec's empty and no-hit strings. */
export function SearchResults({
  tab,
  hasFilters,
  onClearFilters,
}: {
  tab: SearchTab;
  hasFilters: boolean;
  onClearFilters: () => void;
}) {
  const { results, scopedResults, status, error, refresh } = useInstantSearch({ catchError: true });
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
        <EmptyState
          icon={Search}
          title="Search movies and locations"
          message="Type a title, director, place or city — results appear as you type, typos included."
        />
      ) : total === 0 && !busy ? (
        <EmptyState
          icon={SearchX}
          title="No results found"
          message="Check the spelling, try fewer words, or search another tab."
          action={
            hasFilters ? (
              <button type="button" onClick={onClearFilters} className={secondaryButtonClass}>
                Clear Filters
              </button>
            ) : undefined
          }
        />
      ) : null}
      <div className={query ? '' : 'hidden'}>
        {tab !== 'locations' && <MovieHits />}
        {/* Always mounted so InstantSearch sends one request for both groups; the API skips what the tab hides. */}
        <Index indexName={LOCATIONS_INDEX}>{tab !== 'movies' && <LocationHits />}</Index>
      </div>
    </div>
  );
}
