import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { STOP_NOTE_MAX, type TripStopView } from '@contracts';
import { useUpdateStop } from '../api/update-stop';
import { stopNoteSchema, type StopNoteValues } from '../api/trip-schemas';
import { errorMessage } from '../lib/error-message';
import { inputClass, smallButtonClass, smallPrimaryButtonClass } from './styles';

interface StopNoteProps {
  tripId: string;
  stop: TripStopView;
  /** The trip's visit time, which a stop without its own takes. */
  defaultMinutes: number;
}

/** A stop's note and its own visit time, shown as text and edited in place. */
export function StopNote({ tripId, stop, defaultMinutes }: StopNoteProps) {
  const [editing, setEditing] = useState(false);
  const name = stop.place.name;
  if (editing) return <NoteForm {...{ tripId, stop, defaultMinutes }} onDone={() => setEditing(false)} />;
  return (
    <div className="space-y-1.5">
      {stop.note && <p className="text-sm whitespace-pre-wrap text-slate-300">{stop.note}</p>}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-400">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {stop.visit_minutes ?? defaultMinutes} min here
        </span>
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label={`${stop.note ? 'Edit the note' : 'Add a note'} for ${name}`}
          className="inline-flex min-h-8 items-center gap-1 font-semibold text-amber-400 hover:text-amber-300"
        >
          <NotebookPen aria-hidden="true" className="size-3.5" />
          {stop.note ? 'Edit Note' : 'Add Note'}
        </button>
      </p>
    </div>
  );
}

function NoteForm({ tripId, stop, defaultMinutes, onDone }: StopNoteProps & { onDone: () => void }) {
  const id = useId();
  const update = useUpdateStop(tripId);
  const form = useForm<StopNoteValues>({
    resolver: zodResolver(stopNoteSchema),
    defaultValues: { note: stop.note ?? '', minutes: stop.visit_minutes?.toString() ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ note, minutes }) =>
    update.mutate(
      { stopId: stop.id, input: { note: note.trim() || null, visit_minutes: minutes ? Number(minutes) : null } },
      {
        onSuccess: () => {
          toast.success('Note saved');
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to save the note. Please try again.')),
      },
    ),
  );
  const problem = errors.note?.message ?? errors.minutes?.message;
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <label htmlFor={`${id}-note`} className="sr-only">
        Note for {stop.place.name}
      </label>
      <textarea
        id={`${id}-note`}
        rows={3}
        maxLength={STOP_NOTE_MAX + 50}
        placeholder="Opening hours, the best angle for a photo, where to eat…"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by Add Note: typing goes there
        autoFocus
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
        className={`${inputClass} h-auto py-2`}
        {...form.register('note')}
      />
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-minutes`} className="text-xs text-slate-400">
          Minutes here
        </label>
        <input
          id={`${id}-minutes`}
          inputMode="numeric"
          placeholder={String(defaultMinutes)}
          className={`${inputClass} w-20`}
          {...form.register('minutes')}
        />
        <button type="submit" disabled={update.isPending} className={smallPrimaryButtonClass}>
          {update.isPending ? 'Saving...' : 'Save Note'}
        </button>
        <button type="button" onClick={onDone} className={smallButtonClass}>
          Cancel
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-400">
          {problem}
        </p>
      )}
    </form>
  );
}
