import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/FormField';
import type { NewPasswordValues } from '../api/auth-schemas';

interface Props<T extends NewPasswordValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** 'Password' on the register form, 'New Password' on the reset form. */
  passwordLabel: string;
}

/** The password and its confirmation, as the register and reset forms ask for them (SPEC §5). */
export function NewPasswordFields<T extends NewPasswordValues>({ register, errors, passwordLabel }: Props<T>) {
  // react-hook-form's generic paths cannot see that every T has these two fields.
  const fields = register as unknown as UseFormRegister<NewPasswordValues>;
  const fieldErrors = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <FormField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        error={fieldErrors.password?.message}
        {...fields('password')}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={fieldErrors.confirmPassword?.message}
        {...fields('confirmPassword')}
      />
    </>
  );
}
