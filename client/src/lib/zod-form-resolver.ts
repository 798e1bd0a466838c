import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
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
  return zodResolver(converted.pipe(schema as z.ZodType), undefined, { raw: true });
}
