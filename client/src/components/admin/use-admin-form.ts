import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { showServerFieldErrors } from '@/lib/field-errors';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';

interface Options<V extends FieldValues> {
  /** The shared rule set (contracts/admin-rules.ts): the same messages as the server's. */
  schema: z.ZodType<V, V>;
  defaultValues: DefaultValues<V>;
  /** Sends the values; may reset the form to what the server returned. */
  save: (values: V, form: UseFormReturn<V>) => Promise<unknown>;
  /** While a save is under way the unsaved-changes guard stands aside. */
  saving: boolean;
  messages: { saved: string; failed: string };
}

/**
 * A one-record admin form (settings, a CMS page): validated by the shared rules, guarded while it
 * holds unsaved edits, and on submit saved with a toast either way; a refusal's per-field messages
 * go next to their fields.
 */
export function useAdminForm<V extends FieldValues>({ schema, defaultValues, save, saving, messages }: Options<V>) {
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues });
  useUnsavedChanges(form.formState.isDirty && !saving);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values, form);
      toast.success(messages.saved);
    } catch (error) {
      console.error(messages.failed, error);
      showServerFieldErrors(error, form.setError);
      toast.error(messages.failed);
    }
  });
  return { form, onSubmit };
}
