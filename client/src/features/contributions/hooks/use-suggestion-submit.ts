import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/field-errors';

/**
 * Sends a valid form; a refusal lands where the visitor will read it: a field's message at the
 * field, anything else (the limit of waiting suggestions, a 409, a lost connection) above the
 * submit button as the form's error.
 */
export function useSuggestionSubmit<V extends FieldValues>(form: UseFormReturn<V>, send: (values: V) => Promise<void>) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      if (showServerFieldErrors(error, form.setError)) return;
      const message =
        error instanceof ApiError
          ? error.message
          : 'Your suggestion could not be sent. Check your connection and try again.';
      form.setError('root', { type: 'server', message });
    }
  });
}
