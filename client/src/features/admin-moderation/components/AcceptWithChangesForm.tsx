import { z } from 'zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { ProposedPlace } from '@contracts/contributions';
import type { PlaceFieldValues } from '@/components/place-fields/place-field-values';
import { PlaceFields } from '@/components/place-fields/PlaceFields';
import { placeFieldsOf, placeRuleInput, placeRules, proposedPlaceOf } from '@/components/place-fields/place-rules';
import { PositionFields } from '@/components/place-fields/PositionFields';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { DecisionButtons } from './DecisionButtons';

const placeSchema = z.object(placeRules);
const resolver = zodFormResolver(
  placeSchema,
  (values: PlaceFieldValues) => placeRuleInput(values) as z.input<typeof placeSchema>,
);

/** Only the fields the editor changed go with the acceptance: the rest is accepted as proposed. */
function changesFrom(proposed: ProposedPlace, edited: ProposedPlace): Partial<ProposedPlace> {
  const changes: Partial<Record<keyof ProposedPlace, unknown>> = {};
  for (const field of Object.keys(edited) as (keyof ProposedPlace)[])
    if (edited[field] !== proposed[field]) changes[field] = edited[field];
  return changes as Partial<ProposedPlace>;
}

/** Accept with Changes: the proposed place in the visitor's form, for the editor to correct before accepting. */
export function AcceptWithChangesForm({
  proposed,
  onAccept,
  onCancel,
}: {
  proposed: ProposedPlace;
  onAccept: (changes: Partial<ProposedPlace>) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<PlaceFieldValues>({ defaultValues: placeFieldsOf(proposed), resolver });
  const submit = form.handleSubmit((values) => onAccept(changesFrom(proposed, proposedPlaceOf(values))));
  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-5" onSubmit={(event) => void submit(event)}>
        <PlaceFields />
        <PositionFields mapClassName="h-64" />
        <DecisionButtons
          label="Accept with These Changes"
          busyLabel="Accepting..."
          busy={form.formState.isSubmitting}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  );
}
