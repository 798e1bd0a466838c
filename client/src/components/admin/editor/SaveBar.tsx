import { Save } from 'lucide-react';
import type { FieldValues } from 'react-hook-form';
import { adminPrimaryButtonClass } from '../AdminPageHeader';
import { capitalised, type RecordEditor } from './use-record-editor';

/** The editor's submit button: "Create Movie" on a new record, "Save Changes" after, "Saving..." meanwhile. */
export function SaveBar<V extends FieldValues>({ editor }: { editor: RecordEditor<V> }) {
  const { pending, recordId, noun } = editor;
  return (
    <div className="flex justify-end">
      <button type="submit" disabled={pending} className={adminPrimaryButtonClass}>
        <Save aria-hidden="true" className="size-4" />
        {pending ? 'Saving...' : !recordId ? `Create ${capitalised(noun)}` : 'Save Changes'}
      </button>
    </div>
  );
}
