import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TRIP_NAME_MAX, type TripSummary } from '@contracts';
import type { PlanTripValues } from '../api/trip-schemas';
import { inputClass } from './styles';

const choiceClass =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-700 px-3 py-2 text-sm font-medium text-slate-100 has-checked:border-amber-500 has-checked:bg-amber-500/5';

/** A new trip (its name) or one of the visitor's trips, for Plan a Trip. */
export function PlanTripTarget({ form, trips }: { form: UseFormReturn<PlanTripValues>; trips: TripSummary[] }) {
  const target = useWatch({ control: form.control, name: 'target' });
  const { errors } = form.formState;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-200">Into</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <label className={choiceClass}>
          <input type="radio" value="new" className="accent-amber-500" {...form.register('target')} /> A new trip
        </label>
        <label className={`${choiceClass} ${trips.length === 0 ? 'cursor-not-allowed opacity-50' : ''}`}>
          <input
            type="radio"
            value="existing"
            disabled={trips.length === 0}
            className="accent-amber-500"
            {...form.register('target')}
          />{' '}
          One of my trips
        </label>
      </div>
      <div className="mt-3">
        {target === 'new' ? (
          <>
            <label htmlFor="plan-trip-name" className="block text-sm text-slate-300">
              Trip name
            </label>
            <input
              id="plan-trip-name"
              maxLength={TRIP_NAME_MAX + 20}
              aria-invalid={errors.name ? true : undefined}
              className={`${inputClass} mt-1`}
              {...form.register('name')}
            />
            {errors.name && (
              <p role="alert" className="mt-1 text-sm text-red-400">
                {errors.name.message}
              </p>
            )}
          </>
        ) : (
          <>
            <label htmlFor="plan-trip-existing" className="block text-sm text-slate-300">
              Trip
            </label>
            <select id="plan-trip-existing" className={`${inputClass} mt-1`} {...form.register('tripId')}>
              {trips.map((trip) => (
                <option key={trip.id} value={trip.id}>
                  {trip.name} ({trip.stop_count} {trip.stop_count === 1 ? 'stop' : 'stops'})
                </option>
              ))}
            </select>
          </>
        )}
      </div>
    </fieldset>
  );
}
