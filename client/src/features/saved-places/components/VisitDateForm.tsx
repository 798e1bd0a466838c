import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { PlaceActionsVariant } from '@/lib/place-actions';
import { todayHere } from '../lib/lists';
import { toggleStyles } from './toggle-styles';

interface VisitDateFormProps {
  placeName: string;
  variant: PlaceActionsVariant;
  initial: string | null;
  onSave: (date: string | null) => void;
  onClose: () => void;
}

/**
 * Been Here's optional visit date, offered after the tap (the place is saved already; this only adds
 * the date). Not a dialog: nothing else waits for it, Escape or "Not now" closes it.
 */
export function VisitDateForm({ placeName, variant, initial, onSave, onClose }: VisitDateFormProps) {
  const style = toggleStyles[variant];
  const inputId = useId();
  const [date, setDate] = useState(initial ?? '');
  const today = todayHere();
  const future = date > today;
  const escape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (future) return;
    onSave(date || null);
  };
  return (
    <form aria-label={`Visit date for ${placeName}`} onSubmit={submit} className={`mt-2 ${style.panel}`}>
      <label htmlFor={inputId} className={`block ${style.label}`}>
        When were you here? <span className={style.muted}>(optional)</span>
      </label>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          type="date"
          value={date}
          max={today}
          onChange={(event) => setDate(event.target.value)}
          onKeyDown={escape}
          aria-invalid={future || undefined}
          className={style.input}
        />
        <button type="submit" onKeyDown={escape} className={`${style.button} ${style.pressed.been}`}>
          Save date
        </button>
        <button type="button" onClick={onClose} onKeyDown={escape} className={`${style.button} ${style.idle}`}>
          Not now
        </button>
      </div>
      {future && (
        <p role="alert" className={`mt-1.5 ${style.muted}`}>
          The visit date cannot be in the future
        </p>
      )}
    </form>
  );
}
