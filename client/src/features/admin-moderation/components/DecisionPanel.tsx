import { Check, GitMerge, PencilLine, X } from 'lucide-react';
import { useState } from 'react';
import type { SuggestionDetail } from '@contracts/contributions';
import { adminCardClass, adminPrimaryButtonClass, adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';
import { useAcceptSuggestion } from '../api/accept-suggestion';
import { useDeclineSuggestion } from '../api/decline-suggestion';
import { useMergeSuggestion } from '../api/merge-suggestion';
import { useDecide } from '../hooks/use-decide';
import { AcceptWithChangesForm } from './AcceptWithChangesForm';
import { DeclineForm } from './DeclineForm';
import { MergeForm } from './MergeForm';

type Mode = 'choose' | 'changes' | 'decline' | 'merge';

/** Accept, Accept with Changes, Decline (with a reason) or Merge into an existing place. */
export function DecisionPanel({ suggestion }: { suggestion: SuggestionDetail }) {
  const [mode, setMode] = useState<Mode>('choose');
  const { decide, problem } = useDecide();
  const accept = useAcceptSuggestion();
  const decline = useDeclineSuggestion();
  const merge = useMergeSuggestion();
  const { id } = suggestion;
  const published = (verb: string) => (decision: { place: { name: string } | null }) =>
    decision.place ? `${verb}: ${decision.place.name} is published` : verb;
  const choose = () => setMode('choose');
  return (
    <section aria-labelledby="decision-heading" className={`${adminCardClass} space-y-4`}>
      <h2 id="decision-heading" className="text-lg font-semibold text-white">
        Decision
      </h2>
      {problem && (
        <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200">
          {problem}
        </p>
      )}
      {mode === 'choose' && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={adminPrimaryButtonClass}
            disabled={accept.isPending}
            onClick={() => void decide(() => accept.mutateAsync({ id, input: {} }), published('Accepted'))}
          >
            <Check aria-hidden="true" className="size-4" /> Accept
          </button>
          {suggestion.proposed && (
            <button type="button" className={adminSecondaryButtonClass} onClick={() => setMode('changes')}>
              <PencilLine aria-hidden="true" className="size-4" /> Accept with Changes
            </button>
          )}
          <button type="button" className={adminSecondaryButtonClass} onClick={() => setMode('decline')}>
            <X aria-hidden="true" className="size-4" /> Decline
          </button>
          {suggestion.kind !== 'photo' && (
            <button type="button" className={adminSecondaryButtonClass} onClick={() => setMode('merge')}>
              <GitMerge aria-hidden="true" className="size-4" /> Merge into an Existing Place
            </button>
          )}
        </div>
      )}
      {mode === 'changes' && suggestion.proposed && (
        <AcceptWithChangesForm
          proposed={suggestion.proposed}
          onCancel={choose}
          onAccept={(changes) =>
            decide(() => accept.mutateAsync({ id, input: { changes } }), published('Accepted with changes'))
          }
        />
      )}
      {mode === 'decline' && (
        <DeclineForm
          onCancel={choose}
          onDecline={(reason) =>
            decide(
              () => decline.mutateAsync({ id, input: { reason } }),
              () => 'Declined',
            )
          }
        />
      )}
      {mode === 'merge' && (
        <MergeForm
          suggestion={suggestion}
          onCancel={choose}
          onMerge={(locationId) =>
            decide(
              () => merge.mutateAsync({ id, input: { location_id: locationId } }),
              (decision) => (decision.place ? `Merged into ${decision.place.name}` : 'Merged'),
            )
          }
        />
      )}
    </section>
  );
}
