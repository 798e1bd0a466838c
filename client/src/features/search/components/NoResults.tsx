import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/EmptyState';
import { secondaryButtonClass } from '@/components/button-styles';
import type { SearchSuggestion } from '@contracts';

/** SPEC §2 "No results found", with the server's did-you-mean names and, when filters narrowed it, a way out. */
export function NoResults({
  suggestions,
  onClearFilters,
}: {
  suggestions: SearchSuggestion[];
  /** Given only while a filter is set. */
  onClearFilters?: () => void;
}) {
  const action =
    suggestions.length > 0 || onClearFilters ? (
      <div className="flex flex-col items-center gap-6">
        {suggestions.length > 0 && <DidYouMean suggestions={suggestions} />}
        {onClearFilters && (
          <button type="button" onClick={onClearFilters} className={secondaryButtonClass}>
            Clear Filters
          </button>
        )}
      </div>
    ) : undefined;
  return (
    <EmptyState
      icon={SearchX}
      title="No results found"
      message="Check the spelling, try fewer words, or search another tab."
      action={action}
    />
  );
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
