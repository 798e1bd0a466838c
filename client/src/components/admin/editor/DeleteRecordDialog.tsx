import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../ConfirmDialog';

/** "1 review", "3 reviews": what goes with a record, counted. */
export const countOf = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export interface DeleteRecordProps {
  record: { id: string; name: string };
  /** What the record is called ("movie"): the button's and the failure's words. */
  noun: string;
  remove: UseMutationResult<unknown, Error, string>;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
  /** What goes with the record (its locations, its reviews), said before it is deleted. */
  children: ReactNode;
}

/** Confirms a catalogue delete, saying what goes with the record; the editor leaves once it is done. */
export function DeleteRecordDialog({ record, noun, remove, open, onClose, onDeleted, children }: DeleteRecordProps) {
  const confirm = async () => {
    try {
      await remove.mutateAsync(record.id);
      toast.success(`“${record.name}” deleted`);
      onClose();
      onDeleted();
    } catch {
      toast.error(`Failed to delete the ${noun}`);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Delete “${record.name}”?`}
      confirmLabel={`Delete ${noun}`}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {children}
      <p>This cannot be undone.</p>
    </ConfirmDialog>
  );
}
