import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { TripDetail } from '@contracts';
import { useUpdateTrip } from '../api/update-trip';
import { daysSchema, type DaysInput, type DaysValues } from '../api/trip-schemas';
import { errorMessage } from '../lib/error-message';
import { inputClass, smallPrimaryButtonClass } from './styles';

/** One of the form's two numbers: its label, its width and the steps and limits its input takes. */
interface NumberField extends Pick<ComponentProps<'input'>, 'inputMode' | 'step' | 'min' | 'max'> {
  label: string;
  boxClassName: string;
}

const HOURS: NumberField = {
  label: 'Hours a day',
  boxClassName: 'w-32',
  inputMode: 'decimal',
  step: 0.5,
  min: 0.5,
  max: 24,
};
const VISIT_MINUTES: NumberField = {
  label: 'Minutes per stop',
  boxClassName: 'w-36',
  inputMode: 'numeric',
  step: 5,
  min: 0,
};

/** The day budget (hours of walking and visiting a day) and the time at each stop that split the trip into days. */
export function DaysForm({ trip }: { trip: TripDetail }) {
  const id = useId();
  const update = useUpdateTrip();
  const form = useForm<DaysInput, unknown, DaysValues>({
    resolver: zodResolver(daysSchema),
    values: { hours: trip.day_budget_minutes / 60, visitMinutes: trip.visit_minutes },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ hours, visitMinutes }) =>
    update.mutate(
      { tripId: trip.id, input: { day_budget_minutes: Math.round(hours * 60), visit_minutes: visitMinutes } },
      {
        onSuccess: (saved) =>
          toast.success(`Split into ${saved.days.length} ${saved.days.length === 1 ? 'day' : 'days'}`),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update the days. Please try again.')),
      },
    ),
  );
  const problem = errors.hours?.message ?? errors.visitMinutes?.message;
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <NumberSetting id={`${id}-hours`} field={HOURS} invalid={Boolean(errors.hours)} {...form.register('hours')} />
      <NumberSetting
        id={`${id}-visit`}
        field={VISIT_MINUTES}
        invalid={Boolean(errors.visitMinutes)}
        {...form.register('visitMinutes')}
      />
      <button type="submit" disabled={update.isPending} className={smallPrimaryButtonClass}>
        {update.isPending ? 'Updating...' : 'Update Days'}
      </button>
      {problem && (
        <p role="alert" className="basis-full text-sm text-red-400">
          {problem}
        </p>
      )}
    </form>
  );
}

/** A number input with its label above it; the one error line under both is the form's. */
function NumberSetting(props: ComponentProps<'input'> & { field: NumberField; invalid: boolean }) {
  const { id, field, invalid, ...input } = props;
  const { label, boxClassName, ...limits } = field;
  return (
    <div className={boxClassName}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <input
        id={id}
        type="number"
        {...limits}
        className={`${inputClass} mt-1.5`}
        aria-invalid={invalid ? true : undefined}
        {...input}
      />
    </div>
  );
}
