import { FormTextAreaField, FormTextField } from '@/components/admin/form-fields';
import { FormChoiceField } from './ChoiceField';
import { KIND_CHOICES, PRECISION_CHOICES } from './place-choices';

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
