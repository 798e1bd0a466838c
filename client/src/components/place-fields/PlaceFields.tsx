import { LOCATION_KIND_LABELS, LOCATION_KINDS, LOCATION_PRECISION_LABELS, LOCATION_PRECISIONS } from '@contracts';
import { FormTextAreaField, FormTextField } from '@/components/admin/form-fields';
import { FormChoiceField, type Choice } from './ChoiceField';

/** When to pick each precision: the field's known pain is a city given as if it were the spot. */
const PRECISION_HELP: Record<(typeof LOCATION_PRECISIONS)[number], string> = {
  exact: 'The pin is where the camera stood or what it filmed',
  street: 'Somewhere along this street or block',
  area: 'A park, a district or a stretch of coast',
  city: 'Only the town or city is known',
};

const KIND_HELP: Record<(typeof LOCATION_KINDS)[number], string> = {
  filmed_here: 'The scene was shot at this place',
  set_here_filmed_elsewhere: 'The story is set here, but it was shot somewhere else',
};

const PRECISION_CHOICES: Choice[] = LOCATION_PRECISIONS.map((value) => ({
  value,
  label: LOCATION_PRECISION_LABELS[value],
  help: PRECISION_HELP[value],
}));
const KIND_CHOICES: Choice[] = LOCATION_KINDS.map((value) => ({
  value,
  label: LOCATION_KIND_LABELS[value],
  help: KIND_HELP[value],
}));

/**
 * A place's facts but its position (PositionFields): name, where it is, the scene, the time in the
 * film, how exact the position is and whether it was filmed there. Bound by name to the form around.
 */
export function PlaceFields() {
  return (
    <>
      <FormTextField name="name" label="Name of the place" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="address" label="Address" className="sm:col-span-2" autoComplete="off" />
        <FormTextField name="city" label="City" autoComplete="off" />
        <FormTextField name="country" label="Country" hint="Name or code, e.g. Italy or IT" autoComplete="off" />
      </div>
      <FormTextAreaField
        name="scene"
        label="Scene"
        hint='What happens here in the film, e.g. "the chase along the river"'
        rows={2}
      />
      <FormTextField
        name="scene_time"
        label="Time in the film (optional)"
        hint="Hours, minutes and seconds, e.g. 1:02:15"
        className="sm:max-w-xs"
        autoComplete="off"
      />
      <FormChoiceField name="precision" legend="How exact is the position?" choices={PRECISION_CHOICES} />
      <FormChoiceField name="kind" legend="Filmed here?" choices={KIND_CHOICES} />
    </>
  );
}
