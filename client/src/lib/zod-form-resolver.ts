import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * @hookform/resolvers' zodResolver for forms whose inputs are text (numbers typed into text boxes)
 * while the shared schema wants the wire shape: `toInput` converts before the schema decides, and
 * the form keeps its own values (`raw`), so each field shows the message the server would send.
 */
export function zodFormResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: V) => z.input<S>,
): Resolver<V> {
  const converted = z.custom<V>().transform((values): unknown => toInput(values));
  const resolve = zodResolver(converted.pipe(schema as z.ZodType), undefined, { raw: true });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: perField(result.errors) } as Awaited<ReturnType<Resolver<V>>>;
  };
}

/**
 * Each input shows one message under itself, so an issue inside a field (one chip of a list, say
 * `genres.3`) becomes that field's message, the first one found.
 */
function perField<V extends FieldValues>(errors: FieldErrors<V>): FieldErrors<V> {
  const fields: Record<string, FieldError> = {};
  for (const [field, error] of Object.entries(errors)) {
    const first = firstMessage(error);
    if (first) fields[field] = first;
  }
  return fields as FieldErrors<V>;
}

function firstMessage(error: unknown): FieldError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if (typeof (error as FieldError).message === 'string') return error as FieldError;
  for (const nested of Object.values(error)) {
    const found = firstMessage(nested);
    if (found) return found;
  }
  return undefined;
}
