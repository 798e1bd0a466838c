import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for forms whose inputs are text (numbers typed into text boxes) while
 * the shared schema wants the wire shape: `toInput` converts, the schema decides, and each field
 * gets the schema's first message for it, the same message the server would send.
 */
export function zodFormResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: V) => z.input<S>,
): Resolver<V> {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? String(issue.path[0]) : 'root';
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
