import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { adminCardClass } from '@/components/admin/AdminPageHeader';
import { FormTextField } from '@/components/admin/form-fields';
import { coordinate, type LocationFormValues } from './location-form';
import { MapPicker, type Point } from '@/components/map/MapPicker';
import { PointWarnings } from './PointWarnings';

/** A point the map can show: both coordinates typed and within range. */
function pointOf(latitude: number, longitude: number): Point | null {
  return Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : null;
}

/** The location's coordinates: typed, or picked on the map (click or drag), with the server's warnings about them. */
export function PositionCard({ excludeId, children }: { excludeId?: string; children: ReactNode }) {
  const form = useFormContext<LocationFormValues>();
  const [latText, lngText, country, movieId] = useWatch({
    control: form.control,
    name: ['latitude', 'longitude', 'country', 'movie_id'],
  });
  const latitude = coordinate(latText);
  const longitude = coordinate(lngText);
  const pick = ({ latitude: lat, longitude: lng }: Point) => {
    form.setValue('latitude', String(lat), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('longitude', String(lng), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <div className={`${adminCardClass} min-w-0 space-y-4 self-start`}>
      <h2 className="text-lg font-semibold text-white">Position</h2>
      <p className="text-sm text-slate-400">Click the map or drag the marker; or type the coordinates.</p>
      <div className="grid grid-cols-2 gap-4">
        <FormTextField name="latitude" label="Latitude" inputMode="decimal" />
        <FormTextField name="longitude" label="Longitude" inputMode="decimal" />
      </div>
      <div className="h-80 overflow-hidden rounded-xl border border-slate-800 md:h-96">
        <MapPicker point={pointOf(latitude, longitude)} onPick={pick} />
      </div>
      <PointWarnings
        latitude={latitude}
        longitude={longitude}
        country={country}
        movieId={movieId}
        excludeId={excludeId}
      />
      {children}
    </div>
  );
}
