import type { ReactNode } from 'react';

/**
 * A label above its control (the child, given the same `id`), and the field's error under it,
 * announced as it appears (the control points at it with aria-describedby `${id}-error`).
 */
export function LabelledControl({
  id,
  label,
  error,
  labelClassName = 'text-slate-200',
  children,
}: {
  id: string;
  label: string;
  error?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={`text-sm font-medium ${labelClassName}`}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
