import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TRIP_NAME_MAX } from '@contracts';
import { tripNameSchema, type TripNameValues } from '../api/trip-schemas';
import { inputClass, smallButtonClass, smallPrimaryButtonClass } from './styles';

interface TripNameFormProps {
  label: string;
  defaultName?: string;
  submitLabel: string;
  busyLabel: string;
  placeholder?: string;
  /** Resolves when saved; a refusal keeps the form as typed (the caller says why). */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A trip's name, for a new trip and for a rename: checked as the server checks it. */
export function TripNameForm(props: TripNameFormProps) {
  const { label, defaultName = '', submitLabel, busyLabel, placeholder, onSubmit, onCancel, autoFocus } = props;
  const id = useId();
  const form = useForm<TripNameValues>({ resolver: zodResolver(tripNameSchema), defaultValues: { name: defaultName } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      if (!defaultName) form.reset({ name: '' });
    } catch {
      // The mutation's caller has said what went wrong; the name stays for another try.
    }
  });
  return (
    <form noValidate onSubmit={submit} className="w-full">
      <label htmlFor={id} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="mt-1.5 flex flex-wrap gap-2">
        <input
          id={id}
          autoComplete="off"
          maxLength={TRIP_NAME_MAX + 20}
          placeholder={placeholder}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-error` : undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opened on purpose by Rename: typing goes there
          autoFocus={autoFocus}
          className={`${inputClass} min-w-0 flex-1 basis-48`}
          onKeyDown={(event) => event.key === 'Escape' && onCancel?.()}
          {...form.register('name')}
        />
        <button type="submit" disabled={isSubmitting} className={smallPrimaryButtonClass}>
          {isSubmitting ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={smallButtonClass}>
            Cancel
          </button>
        )}
      </div>
      {errors.name && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-400">
          {errors.name.message}
        </p>
      )}
    </form>
  );
}
