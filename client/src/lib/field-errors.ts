import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field messages (400/409 `errors: { field: message }`, see
 * contracts/admin.ts ValidationErrorBody) next to the form's fields. Returns whether any was shown.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  prefix = '',
): boolean {
  if (!(error instanceof ApiError)) return false;
  const errors = (error.details as { errors?: Record<string, string> } | undefined)?.errors;
  if (!errors) return false;
  for (const [field, message] of Object.entries(errors))
    setError(`${prefix}${field}` as Path<T>, { type: 'server', message });
  return Object.keys(errors).length > 0;
}
