import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { MovieTripGroups, TripSummary } from '@contracts';
import { planTripSchema, type PlanTripValues } from '../api/trip-schemas';
import { usePlanTrip } from '../hooks/use-plan-trip';
import { countOf } from '../lib/format';
import { PlanTripTarget } from './PlanTripTarget';
import { smallPrimaryButtonClass } from './styles';

interface PlanTripFormProps {
  plan: MovieTripGroups;
  trips: TripSummary[];
}

const groupName = (plan: MovieTripGroups, index: number) =>
  plan.groups.length > 1 ? `${plan.movie.title}: ${plan.groups[index].label}` : plan.movie.title;

/** Which of the movie's places (a group when they are far apart) go into which trip. */
export function PlanTripForm({ plan, trips }: PlanTripFormProps) {
  const { plan: send, busy } = usePlanTrip();
  const form = useForm<PlanTripValues>({
    resolver: zodResolver(planTripSchema),
    defaultValues: { group: '0', target: 'new', name: groupName(plan, 0), tripId: trips[0]?.id ?? '' },
  });
  const group = Number(useWatch({ control: form.control, name: 'group' }));
  const target = useWatch({ control: form.control, name: 'target' });
  const submit = form.handleSubmit((values) => {
    const ids = plan.groups[Number(values.group)].places.map((place) => place.id);
    send(
      ids,
      values.target === 'new' ? { kind: 'new', name: values.name } : { kind: 'existing', tripId: values.tripId },
    );
  });
  const several = plan.groups.length > 1;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {several ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-200">
            The places of {plan.movie.title} are far apart. Which do you want to visit?
          </legend>
          <div className="mt-2 space-y-2">
            {plan.groups.map((choice, index) => (
              <label
                key={choice.label}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-700 p-3 has-checked:border-amber-500 has-checked:bg-amber-500/5"
              >
                <input
                  type="radio"
                  value={String(index)}
                  className="mt-1 accent-amber-500"
                  {...form.register('group', {
                    onChange: () => target === 'new' && form.setValue('name', groupName(plan, index)),
                  })}
                />
                <span>
                  <span className="block font-semibold text-white">{choice.label}</span>
                  <span className="block text-sm text-slate-400">
                    {countOf(choice.places.length, 'place')} · {[...choice.cities, ...choice.countries].join(', ')}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-slate-300">
          All {countOf(plan.groups[0].places.length, 'filming location')} of {plan.movie.title} go into the trip, in an
          order you can change.
        </p>
      )}
      <PlanTripTarget form={form} trips={trips} />
      <button type="submit" disabled={busy} className={`${smallPrimaryButtonClass} w-full`}>
        {busy ? 'Planning...' : target === 'new' ? 'Create Trip' : 'Add to Trip'}
        {several && !busy && ` (${countOf(plan.groups[group].places.length, 'place')})`}
      </button>
    </form>
  );
}
