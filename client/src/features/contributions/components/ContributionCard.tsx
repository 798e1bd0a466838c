import { Link } from 'react-router-dom';
import {
  SUGGESTION_KIND_LABELS,
  SUGGESTION_STATE_LABELS,
  type OwnSuggestion,
  type SuggestionState,
} from '@contracts/contributions';
import { paths } from '@/config/paths';

const STATE_STYLES: Record<SuggestionState, string> = {
  pending: 'bg-slate-700/60 text-slate-100 ring-slate-500/40',
  accepted: 'bg-emerald-500/15 text-emerald-200 ring-emerald-500/40',
  accepted_with_changes: 'bg-emerald-500/15 text-emerald-200 ring-emerald-500/40',
  merged: 'bg-sky-500/15 text-sky-200 ring-sky-500/40',
  declined: 'bg-red-500/15 text-red-200 ring-red-500/40',
};

const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });
const dateOf = (iso: string) => dateFormat.format(new Date(iso));

/** One of the visitor's suggestions: what it was about, its state and, when declined, the editor's reason. */
export function ContributionCard({ suggestion }: { suggestion: OwnSuggestion }) {
  const { kind, state, movie, place } = suggestion;
  const title = suggestion.proposed_name ?? place?.name ?? movie.title;
  return (
    <article className="rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-widest text-amber-400 uppercase">
            {SUGGESTION_KIND_LABELS[kind]}
          </p>
          <h2 className="mt-1 text-lg font-semibold break-words text-white">{title}</h2>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${STATE_STYLES[state]}`}
          data-testid="suggestion-state"
        >
          {SUGGESTION_STATE_LABELS[state]}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-400">
        <Link to={paths.movie(movie.slug)} className="text-slate-200 hover:text-amber-300">
          {movie.title}
        </Link>
        {place && state !== 'pending' && state !== 'declined' && (
          <>
            {' · '}
            <Link to={paths.location(place.slug)} className="text-slate-200 hover:text-amber-300">
              See {place.name}
            </Link>
          </>
        )}
        {' · '}Sent {dateOf(suggestion.created_at)}
        {suggestion.decided_at && <> · Decided {dateOf(suggestion.decided_at)}</>}
      </p>
      {state === 'declined' && suggestion.decline_reason && (
        <p className="mt-3 rounded-lg border border-red-500/30 bg-red-500/5 px-3 py-2 text-sm whitespace-pre-line text-red-100">
          <span className="font-semibold">The editor&apos;s reason: </span>
          {suggestion.decline_reason}
        </p>
      )}
    </article>
  );
}
