import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { DeleteRecordDialog } from './DeleteRecordDialog';
import { EditorHeader, type EditorHeaderProps } from './EditorHeader';
import type { RecordEditor } from './use-record-editor';

interface Props<V extends FieldValues> {
  editor: RecordEditor<V>;
  title: string;
  back: EditorHeaderProps['back'];
  /** A saved record: its name, its public page, and where the editor goes once it is deleted. */
  saved?: { name: string; href: string; afterDelete: string };
  /** What goes with the record, said before it is deleted. */
  consequence?: ReactNode;
  /** The form's grid of cards. */
  className: string;
  children: ReactNode;
  /** Below the form (a movie's locations). */
  after?: ReactNode;
}

/** The page of a catalogue editor: heading with View and Delete, the form (its fields bound by name), the delete dialog. */
export function RecordEditorFrame<V extends FieldValues>(props: Props<V>) {
  const { editor, saved } = props;
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="space-y-6">
      <EditorHeader
        title={props.title}
        back={props.back}
        viewHref={saved?.href}
        onDelete={saved && (() => setDeleting(true))}
      />
      <FormProvider {...editor.form}>
        <form
          noValidate
          onSubmit={editor.onSubmit}
          aria-label={`${editor.recordId ? 'Edit' : 'New'} ${editor.noun}`}
          className={props.className}
        >
          {props.children}
        </form>
      </FormProvider>
      {props.after}
      {saved && editor.recordId && (
        <DeleteRecordDialog
          record={{ id: editor.recordId, name: saved.name }}
          noun={editor.noun}
          remove={editor.remove}
          open={deleting}
          onClose={() => setDeleting(false)}
          onDeleted={() => editor.leave(saved.afterDelete)}
        >
          {props.consequence}
        </DeleteRecordDialog>
      )}
    </div>
  );
}
