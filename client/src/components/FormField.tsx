import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** Beside the label, e.g. a "Forgot password?" link. */
  hint?: ReactNode;
  /** Under the input, read out with it (what the field is for). */
  description?: string;
}

/** A labelled input whose description and error are tied to it with aria-describedby (the error announced). */
export function FormField({ label, error, hint, description, id, className = '', ...input }: FormFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-200">
          {label}
        </label>
        {hint}
      </div>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block h-11 w-full rounded-lg border bg-slate-950/60 px-3.5 text-base text-white placeholder:text-slate-500 transition outline-none focus:ring-2 ${
          error
            ? 'border-red-500/70 focus:border-red-400 focus:ring-red-500/30'
            : 'border-slate-700 focus:border-amber-500 focus:ring-amber-500/30'
        }`}
        {...input}
      />
      {description && (
        <p id={descriptionId} className="mt-1.5 text-sm text-slate-400">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
