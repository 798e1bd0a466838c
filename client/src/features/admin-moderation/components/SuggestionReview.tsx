import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SUGGESTION_KIND_LABELS, SUGGESTION_STATE_LABELS, type SuggestionDetail } from '@contracts/contributions';
import { AdminPageHeader, adminCardClass } from '@/components/admin/AdminPageHeader';
import { PhotoCredit, ResponsivePhoto } from '@/components/ResponsivePhoto';
import { paths } from '@/config/paths';
import { DecisionPanel } from './DecisionPanel';
import { FieldComparison } from './FieldComparison';
import { formatDistance, formatWhen } from './format';
import { PositionsMap } from './PositionsMap';

/**
 * /admin/moderation/suggestions/{id} (issue 34): current and proposed side by side, both positions
 * on one map with the distance between them, the warnings, what the visitor said, and the decision.
 */
export function SuggestionReview({ suggestion }: { suggestion: SuggestionDetail }) {
  const { current, proposed } = suggestion;
  const title = suggestion.proposed?.name ?? current?.name ?? suggestion.movie.title;
  return (
    <div className="space-y-6">
      <Link
        to={paths.adminModeration}
        className="inline-flex items-center gap-1.5 text-sm text-slate-400 hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Moderation
      </Link>
      <AdminPageHeader
        title={`${SUGGESTION_KIND_LABELS[suggestion.kind]}: ${title}`}
        description={
          <>
            For {suggestion.movie.title}, by {suggestion.suggested_by.display_name},{' '}
            <time dateTime={suggestion.created_at}>{formatWhen(suggestion.created_at)}</time>.
          </>
        }
      />
      <Warnings suggestion={suggestion} />
      <div className="grid gap-6 xl:grid-cols-2">
        {suggestion.fields.length > 0 && (
          <section aria-label="Fields" className={`${adminCardClass} min-w-0`}>
            <FieldComparison fields={suggestion.fields} isNew={current === null} />
          </section>
        )}
        <div className="min-w-0 space-y-6">
          {proposed && (
            <section aria-labelledby="positions-heading" className={`${adminCardClass} space-y-3`}>
              <h2 id="positions-heading" className="text-lg font-semibold text-white">
                Position
              </h2>
              {suggestion.distance_m !== null && (
                <p className="text-sm text-slate-300" data-testid="position-distance">
                  The proposed position is {formatDistance(suggestion.distance_m)} from the current one.
                </p>
              )}
              <div className="h-72 overflow-hidden rounded-xl border border-slate-800">
                <PositionsMap current={current} proposed={proposed} />
              </div>
            </section>
          )}
          <VisitorNotes suggestion={suggestion} />
          {suggestion.state === 'pending' ? (
            <DecisionPanel suggestion={suggestion} />
          ) : (
            <p className={`${adminCardClass} text-slate-300`}>
              {SUGGESTION_STATE_LABELS[suggestion.state]}
              {suggestion.decided_at && ` on ${formatWhen(suggestion.decided_at)}`}
              {suggestion.decline_reason && `. Reason: ${suggestion.decline_reason}`}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function Warnings({ suggestion }: { suggestion: SuggestionDetail }) {
  const messages = suggestion.warnings.map((warning) => warning.message);
  if (suggestion.place_changed_since)
    messages.unshift('The place was edited after this suggestion was made: compare with the place as it is now.');
  if (messages.length === 0) return null;
  return (
    <ul
      aria-label="Warnings"
      className="space-y-1.5 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-100"
    >
      {messages.map((message) => (
        <li key={message} className="flex gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
          {message}
        </li>
      ))}
    </ul>
  );
}

/** What the visitor said (their source, their reason) and the photo they offered; all plain text. */
function VisitorNotes({ suggestion }: { suggestion: SuggestionDetail }) {
  if (!suggestion.source && !suggestion.reason && !suggestion.photo) return null;
  return (
    <section aria-labelledby="notes-heading" className={`${adminCardClass} space-y-3 text-sm`}>
      <h2 id="notes-heading" className="text-lg font-semibold text-white">
        From the visitor
      </h2>
      {suggestion.reason && (
        <p className="break-words whitespace-pre-line text-slate-200">
          <span className="font-semibold text-slate-400">Why: </span>
          {suggestion.reason}
        </p>
      )}
      {suggestion.source && (
        <p className="break-words whitespace-pre-line text-slate-200">
          <span className="font-semibold text-slate-400">Source: </span>
          {suggestion.source}
        </p>
      )}
      {suggestion.photo && (
        <figure className="space-y-2">
          <ResponsivePhoto
            photo={suggestion.photo}
            sizes="384px"
            className="aspect-video w-full max-w-sm rounded-lg object-cover"
          />
          <PhotoCredit photo={suggestion.photo} />
        </figure>
      )}
    </section>
  );
}
