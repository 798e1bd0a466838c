import { useId, type ReactNode } from 'react';
import { DialogShell } from '../DialogShell';
import { adminSecondaryButtonClass } from './AdminPageHeader';

const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-red-500 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A modal confirmation (focus is trapped and Escape cancels) that says what an
 * irreversible action takes with it before it happens.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { open, title, children, confirmLabel, busy, onConfirm, onCancel } = props;
  const titleId = useId();
  return (
    <DialogShell
      open={open}
      onClose={onCancel}
      titleId={titleId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-slate-700 bg-slate-900 p-6 text-slate-200 shadow-2xl backdrop:bg-slate-950/70"
    >
      <h2 id={titleId} className="text-lg font-semibold text-white">
        {title}
      </h2>
      <div className="mt-3 space-y-2 text-sm text-slate-300">{children}</div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={adminSecondaryButtonClass} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={dangerButtonClass} disabled={busy} onClick={onConfirm}>
          {busy ? 'Deleting...' : confirmLabel}
        </button>
      </div>
    </DialogShell>
  );
}
