import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { BoundFormField } from '@/components/BoundFormField';

/** The public name, as registration and /account ask for it (what it is for, under the field). */
export function DisplayNameField<T extends FieldValues & { display_name: string }>({
  form,
}: {
  form: UseFormReturn<T>;
}) {
  return (
    <BoundFormField
      form={form}
      name={'display_name' as Path<T>}
      label="Display name"
      autoComplete="nickname"
      description="Shown on your reviews instead of your email."
    />
  );
}
