import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { TripSummary } from '@contracts';
import { planTripSchema, type PlanTripValues } from '../api/trip-schemas';
import { useAddToTrip } from '../hooks/use-add-to-trip';
import { countOf } from '../lib/format';
import { PlanTripTarget } from './PlanTripTarget';
import { smallPrimaryButtonClass } from './styles';

export interface AddToTripFormProps {
  /** The places' ids (the map popup looks its place's id up first). */
  getIds: () => string[] | Promise<string[]>;
  count: number;
  /** Said when the trip already has them all: "Tower Bridge is" / "These places are". */
  what: string;
  trips: TripSummary[];
  onDone: () => void;
}

/** Which trip the places go into: one of the visitor's trips (the last changed first) or a new one, named. */
export function AddToTripForm({ getIds, count, what, trips, onDone }: AddToTripFormProps) {
  const { addTo, busy } = useAddToTrip(what);
  const [looking, setLooking] = useState(false);
  const form = useForm<PlanTripValues>({
    resolver: zodResolver(planTripSchema),
    defaultValues: { group: '0', target: trips.length > 0 ? 'existing' : 'new', name: '', tripId: trips[0]?.id ?? '' },
  });
  const target = useWatch({ control: form.control, name: 'target' });
  const submit = form.handleSubmit(async (values) => {
    setLooking(true);
    try {
      const ids = await getIds();
      addTo(
        ids,
        values.target === 'new' ? { kind: 'new', name: values.name } : { kind: 'existing', tripId: values.tripId },
        onDone,
      );
    } catch {
      toast.error('The place could not be found. Please try again.');
    } finally {
      setLooking(false);
    }
  });
  const working = busy || looking;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {count > 1 && (
        <p className="text-sm text-slate-300">{countOf(count, 'place')} go into the trip, in this order.</p>
      )}
      <PlanTripTarget form={form} trips={trips} />
      <button type="submit" disabled={working} className={`${smallPrimaryButtonClass} w-full`}>
        {working ? 'Adding...' : target === 'new' ? 'Create Trip' : 'Add to Trip'}
      </button>
    </form>
  );
}
