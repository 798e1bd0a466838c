import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { FieldFrame } from './fields';

/** A list of short texts as removable chips; Enter or a comma adds what was typed. */
export function ChipsInput({
  label,
  values,
  onChange,
  error,
  hint,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
  hint?: string;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const value = draft.trim().replace(/,+$/, '').trim();
    setDraft('');
    if (value && !values.some((existing) => existing.toLowerCase() === value.toLowerCase()))
      onChange([...values, value]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <div
          className={`mt-1.5 flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border bg-slate-950/60 px-2 py-1.5 focus-within:ring-2 ${
            error
              ? 'border-red-500/70 focus-within:ring-red-500/30'
              : 'border-slate-700 focus-within:border-amber-500 focus-within:ring-amber-500/30'
          }`}
        >
          <Chips label={label} values={values} onRemove={(value) => onChange(values.filter((v) => v !== value))} />
          <input
            {...control}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={add}
            className="min-w-32 flex-1 bg-transparent px-1 text-sm text-white outline-none placeholder:text-slate-500"
            placeholder={values.length === 0 ? 'Type and press Enter' : ''}
          />
        </div>
      )}
    </FieldFrame>
  );
}

function Chips({ label, values, onRemove }: { label: string; values: string[]; onRemove: (value: string) => void }) {
  return (
    <ul className="contents" aria-label={`${label} chosen`}>
      {values.map((value) => (
        <li
          key={value}
          className="inline-flex items-center gap-1 rounded-full bg-amber-500/15 py-0.5 pl-2.5 pr-1 text-xs font-medium text-amber-200 ring-1 ring-amber-500/30"
        >
          {value}
          <button
            type="button"
            onClick={() => onRemove(value)}
            className="rounded-full p-0.5 hover:bg-amber-500/30"
            aria-label={`Remove ${value}`}
          >
            <X aria-hidden="true" className="size-3" />
          </button>
        </li>
      ))}
    </ul>
  );
}
