import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

const inputClass = (error?: string) =>
  `mt-1.5 block w-full rounded-lg border bg-slate-950/60 px-3 text-sm text-white placeholder:text-slate-500 transition outline-none focus:ring-2 ${
    error
      ? 'border-red-500/70 focus:border-red-400 focus:ring-red-500/30'
      : 'border-slate-700 focus:border-amber-500 focus:ring-amber-500/30'
  }`;

interface FrameProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** The control, given its id and the ids of the hint and error that describe it. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control, hint and error of one admin field, tied together by ids for screen readers. */
export function FieldFrame({ id, label, error, hint, className = '', children }: FrameProps & { id?: string }) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const describedBy =
    [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      {children({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled admin input; its error (from the shared zod rules or the server) is tied to it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, ...input },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} {...control} className={`h-10 ${inputClass(error)}`} {...input} />}
    </FieldFrame>
  );
});

/** `code`: HTML or script source, shown in a monospaced font without spell checking. */
type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  code?: boolean;
};

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, code = false, id, className, ...textarea },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          className={`py-2 ${code ? 'font-mono' : ''} ${inputClass(error)}`}
          spellCheck={code ? false : undefined}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
});

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, id, className = '', ...input },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="size-4 rounded border-slate-600 bg-slate-950 accent-amber-500"
        {...input}
      />
      <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
        {label}
      </label>
    </div>
  );
});
