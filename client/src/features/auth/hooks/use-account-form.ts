import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** What the server said, for a field; anything unexpected gets the generic message. */
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : 'Something went wrong. Please try again.';

/**
 * An /account form: checked by its schema, sent by `submit`, and a refusal shown on the field it is
 * about (`errorField`, or the field it names for that error), focused so the user can fix it.
 */
export function useAccountForm<T extends FieldValues>(
  resolver: Resolver<T>,
  defaultValues: DefaultValues<T>,
  errorField: Path<T> | ((error: unknown) => Path<T>),
  submit: (values: T, form: UseFormReturn<T>) => Promise<unknown>,
) {
  const form = useForm<T>({ resolver, defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values, form);
    } catch (error) {
      const field = typeof errorField === 'function' ? errorField(error) : errorField;
      form.setError(field, { message: messageOf(error) }, { shouldFocus: true });
    }
  });
  return { form, onSubmit, busy: form.formState.isSubmitting };
}
