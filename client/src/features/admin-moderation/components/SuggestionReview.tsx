import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SUGGESTION_KIND_LABELS, SUGGESTION_STATE_LABELS, type SuggestionDetail } from '@contracts/contributions';
import { AdminPageHeader, adminCardClass } from '@/components/admin/AdminPageHeader';
import { paths } from '@/config/paths';
import { DecisionPanel } from './DecisionPanel';
import { FieldComparison } from './FieldComparison';
import { formatDistance, formatWhen } from './format';
import { PositionsMap } from './PositionsMap';
import { VisitorNotes, Warnings } from './SuggestionNotes';

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
              <p className="flex flex-wrap gap-x-4 text-xs text-slate-400">
                {current && (
                  <span className="inline-flex items-center gap-1.5">
                    <span aria-hidden="true" className="size-2.5 rounded-full bg-slate-300" /> Current
                  </span>
                )}
                <span className="inline-flex items-center gap-1.5">
                  <span aria-hidden="true" className="size-2.5 rounded-full bg-amber-500" /> Proposed
                </span>
              </p>
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
