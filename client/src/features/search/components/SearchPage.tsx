import { Compass } from 'lucide-react';
import { useMemo } from 'react';
import { SEARCH_INTRODUCTION } from '@contracts';
import { Configure, InstantSearch } from 'react-instantsearch';
import { useSearchUrl } from '../hooks/use-search-url';
import { createSearchClient, HITS_PER_PAGE, MOVIES_INDEX } from '../lib/search-client';
import { SearchFilters } from './SearchFilters';
import { SearchInput } from './SearchInput';
import { SearchResults } from './SearchResults';
import { SearchTabs } from './SearchTabs';

/** /search (SPEC §2 Search): instant, typo-tolerant search over movies and filming locations. */
export function SearchPage() {
  const { state, update } = useSearchUrl();
  const searchClient = useMemo(() => createSearchClient(), []);
  // Our API reads these; InstantSearch passes unknown parameters through to the client.
  const filters = {
    tab: state.tab,
    year: state.year ? String(state.year) : '',
    country: state.country,
    match: state.exact ? 'all' : 'last',
  } as object;
  const hasFilters = state.year !== undefined || state.country.trim() !== '';
  const clearFilters = () => update({ year: undefined, country: '' });

  return (
    <div className="mx-auto max-w-5xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <header className="border-b border-slate-800 pb-8">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-amber-500 uppercase">
          <Compass aria-hidden="true" className="h-4 w-4" /> Explore
        </p>
        <h1 className="mt-3 font-display text-4xl font-bold text-white sm:text-5xl">Search</h1>
        <p className="mt-3 max-w-xl text-slate-400">{SEARCH_INTRODUCTION}</p>
      </header>
      <InstantSearch
        searchClient={searchClient}
        indexName={MOVIES_INDEX}
        initialUiState={{ [MOVIES_INDEX]: { query: state.q } }}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure hitsPerPage={HITS_PER_PAGE} {...filters} />
        <div className="mt-8 space-y-4">
          {/* A new query starts over with words allowed to be left out. */}
          <SearchInput urlQuery={state.q} onCommit={(q) => update({ q, exact: false }, { replace: true })} />
          <div className="flex flex-wrap items-center justify-between gap-4">
            <SearchTabs value={state.tab} onChange={(tab) => update({ tab })} />
            <SearchFilters
              year={state.year}
              country={state.country}
              onChange={(change) => update(change, { replace: true })}
              onClear={clearFilters}
            />
          </div>
        </div>
        <SearchResults
          tab={state.tab}
          hasFilters={hasFilters}
          onClearFilters={clearFilters}
          onSearchExactly={() => update({ exact: true })}
        />
      </InstantSearch>
    </div>
  );
}
