import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { adminCardClass } from '@/components/admin/AdminPageHeader';
import { PositionFields } from '@/components/place-fields/PositionFields';
import { coordinate } from '@/components/place-fields/place-field-values';
import type { LocationFormValues } from './location-form';
import { PointWarnings } from './PointWarnings';

/** The location's coordinates: typed, or picked on the map (click or drag), with the server's warnings about them. */
export function PositionCard({ excludeId, children }: { excludeId?: string; children: ReactNode }) {
  const form = useFormContext<LocationFormValues>();
  const [latText, lngText, country, movieId] = useWatch({
    control: form.control,
    name: ['latitude', 'longitude', 'country', 'movie_id'],
  });
  return (
    <div className={`${adminCardClass} min-w-0 space-y-4 self-start`}>
      <h2 className="text-lg font-semibold text-white">Position</h2>
      <p className="text-sm text-slate-400">Click the map or drag the marker; or type the coordinates.</p>
      <PositionFields />
      <PointWarnings
        latitude={coordinate(latText)}
        longitude={coordinate(lngText)}
        country={country}
        movieId={movieId}
        excludeId={excludeId}
      />
      {children}
    </div>
  );
}
