import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/admin/form-fields';
import { MapPicker, type Point } from '@/components/map/MapPicker';
import { coordinate, pointOf } from './place-field-values';

/**
 * Latitude and longitude of the surrounding form (fields `latitude`, `longitude`), typed or picked
 * on the map (a click, or a drag of the marker). Returns the typed point for callers that check it.
 */
export function PositionFields({ mapClassName = 'h-80 md:h-96' }: { mapClassName?: string }) {
  const form = useFormContext<{ latitude: string; longitude: string }>();
  const [latText, lngText] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  const pick = ({ latitude, longitude }: Point) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('latitude', String(latitude), options);
    form.setValue('longitude', String(longitude), options);
  };
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <FormTextField name="latitude" label="Latitude" inputMode="decimal" />
        <FormTextField name="longitude" label="Longitude" inputMode="decimal" />
      </div>
      <div className={`overflow-hidden rounded-xl border border-slate-800 ${mapClassName}`}>
        <MapPicker point={pointOf(coordinate(latText), coordinate(lngText))} onPick={pick} />
      </div>
    </>
  );
}
