import { Search, SearchX } from 'lucide-react';
import { Index, useInstantSearch } from 'react-instantsearch';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { secondaryButtonClass } from '@/components/button-styles';
import { SEARCH_HINT, type SearchSuggestion, type SearchTab } from '@contracts';
import { LOCATIONS_INDEX, searchNotes } from '../lib/search-client';
import { LocationHits, MovieHits } from './SearchHits';
import { RESULTS_PANEL_ID } from './SearchTabs';

/** Results grouped into Movies and Locations (SPEC §2), with the spec's empty and no-hit strings. */
export function SearchResults({
  tab,
  hasFilters,
  onClearFilters,
  onSearchExactly,
}: {
  tab: SearchTab;
  hasFilters: boolean;
  onClearFilters: () => void;
  onSearchExactly: () => void;
}) {
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
        <EmptyState
          icon={SearchX}
          title="No results found"
          message="Check the spelling, try fewer words, or search another tab."
          action={
            suggestions.length > 0 || hasFilters ? (
              <div className="flex flex-col items-center gap-6">
                {suggestions.length > 0 && <DidYouMean suggestions={suggestions} />}
                {hasFilters && (
                  <button type="button" onClick={onClearFilters} className={secondaryButtonClass}>
                    Clear Filters
                  </button>
                )}
              </div>
            ) : undefined
          }
        />
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

/** The words the server left out to find something (match=last), and the way back to every word. */
function RelaxedQueryNotice({
  query,
  ignoredWords,
  onSearchExactly,
}: {
  query: string;
  ignoredWords: string[];
  onSearchExactly: () => void;
}) {
  const kept = keptWords(query, ignoredWords);
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border border-slate-800 bg-slate-900/60 px-4 py-3 text-sm text-slate-300"
    >
      Showing results for <strong className="text-white">{kept}</strong> without{' '}
      {ignoredWords.map((word, i) => (
        <span key={`${word}-${i}`}>
          {i > 0 && ', '}
          <s className="text-slate-400">{word}</s>
        </span>
      ))}
      .{' '}
      <button
        type="button"
        onClick={onSearchExactly}
        className="font-semibold text-amber-400 underline-offset-4 hover:underline focus-visible:underline"
      >
        Search exactly for “{query}”
      </button>
    </p>
  );
}

/** The query as typed minus the left-out words (the server names them folded, as it matched them). */
function keptWords(query: string, ignoredWords: string[]): string {
  const left = [...ignoredWords];
  const fold = (word: string) =>
    word
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase();
  return query
    .split(/\s+/)
    .filter((word) => {
      const at = left.indexOf(fold(word).replace(/[^\p{L}\p{N}]+/gu, ''));
      if (at === -1) return true;
      left.splice(at, 1);
      return false;
    })
    .join(' ');
}

function DidYouMean({ suggestions }: { suggestions: SearchSuggestion[] }) {
  return (
    <nav aria-label="Did you mean" className="text-center">
      <p className="text-sm font-semibold text-slate-300">Did you mean</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {suggestions.map((suggestion) => (
          <li key={`${suggestion.kind}-${suggestion.slug}`}>
            <Link
              to={suggestion.kind === 'movie' ? paths.movie(suggestion.slug) : paths.location(suggestion.slug)}
              className="inline-block rounded-full border border-slate-700 px-3 py-1 text-sm text-amber-300 hover:border-amber-500 focus-visible:border-amber-500"
            >
              {suggestion.text}
              <span className="sr-only">{suggestion.kind === 'movie' ? ' (movie)' : ' (location)'}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
