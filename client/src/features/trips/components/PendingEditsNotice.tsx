import { CloudUpload } from 'lucide-react';
import { usePendingEdits } from '../api/kept-trip-edits';

/** "Waiting to sync": the trip's edits kept on this device until the connection returns, named. */
export function PendingEditsNotice({ tripId }: { tripId: string }) {
  const edits = usePendingEdits(tripId);
  if (edits.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="pending-edits"
      className="flex items-start gap-3 rounded-xl border border-sky-500/40 bg-sky-500/10 px-4 py-3 text-sm text-sky-100"
    >
      <CloudUpload aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-400" />
      <div className="min-w-0 flex-1">
        <p>
          <strong className="font-semibold text-white">Waiting to sync</strong> ·{' '}
          {edits.length === 1 ? '1 edit is' : `${edits.length} edits are`} kept on this device and sent when you are
          back online.
        </p>
        <ul className="mt-1 list-inside list-disc text-sky-200/90">
          {edits.map((edit) => (
            <li key={edit.id}>{edit.label.charAt(0).toUpperCase() + edit.label.slice(1)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
