import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { TripDetail } from '@contracts';
import { useUpdateTrip } from '../api/update-trip';
import { daysSchema, type DaysInput, type DaysValues } from '../api/trip-schemas';
import { errorMessage } from '../lib/error-message';
import { inputClass, smallPrimaryButtonClass } from './styles';

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
      <div className="w-32">
        <label htmlFor={`${id}-hours`} className="block text-sm font-medium text-slate-200">
          Hours a day
        </label>
        <input
          id={`${id}-hours`}
          type="number"
          inputMode="decimal"
          step={0.5}
          min={0.5}
          max={24}
          className={`${inputClass} mt-1.5`}
          aria-invalid={errors.hours ? true : undefined}
          {...form.register('hours')}
        />
      </div>
      <div className="w-36">
        <label htmlFor={`${id}-visit`} className="block text-sm font-medium text-slate-200">
          Minutes per stop
        </label>
        <input
          id={`${id}-visit`}
          type="number"
          inputMode="numeric"
          step={5}
          min={0}
          className={`${inputClass} mt-1.5`}
          aria-invalid={errors.visitMinutes ? true : undefined}
          {...form.register('visitMinutes')}
        />
      </div>
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
