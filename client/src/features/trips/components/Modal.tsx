import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { DialogShell } from '@/components/DialogShell';
import { iconButtonClass } from './styles';

/** A modal window (focus stays inside and Escape closes it) with a title and a close button. */
export function Modal(props: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const { open, title, onClose, children } = props;
  const titleId = useId();
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      titleId={titleId}
      className="m-auto max-h-[calc(100svh-2rem)] w-[min(34rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl border border-slate-700 bg-slate-900 p-5 text-slate-200 shadow-2xl backdrop:bg-slate-950/75 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-display text-2xl font-bold text-white">
          {title}
        </h2>
        <button type="button" aria-label="Close" onClick={onClose} className={`${iconButtonClass} -mt-1 -mr-2`}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {open && <div className="mt-4">{children}</div>}
    </DialogShell>
  );
}
