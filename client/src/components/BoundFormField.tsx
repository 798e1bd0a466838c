import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './FormField';

type BoundFormFieldProps<T extends FieldValues> = Omit<ComponentProps<typeof FormField>, 'form' | 'name' | 'error'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
};

/** A FormField registered with a react-hook-form form, showing that field's error. */
export function BoundFormField<T extends FieldValues>({ form, name, ...field }: BoundFormFieldProps<T>) {
  const { error } = form.getFieldState(name, form.formState);
  return <FormField {...field} error={error?.message} {...form.register(name)} />;
}

/** The password the user signs in with, asked again to confirm a change (the browser may fill it in). */
export function CurrentPasswordField<T extends FieldValues>(props: Omit<BoundFormFieldProps<T>, 'type'>) {
  return <BoundFormField type="password" autoComplete="current-password" {...props} />;
}
