import { CircleAlert } from 'lucide-react';
import { useFormContext } from 'react-hook-form';

/** The form's own error (not a field's): a limit reached, a conflict, a failed connection. */
export function FormProblem() {
  const { formState } = useFormContext();
  const message = formState.errors.root?.message;
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex gap-2 rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-400" />
      {message}
    </p>
  );
}
