import type { AdminLocation } from '@contracts/admin-catalog';
import { locationSchema, slugify } from '@contracts/admin-catalog-rules';
import { ExternalLink, Save, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  AdminPageHeader,
  adminCardClass,
  adminPrimaryButtonClass,
  adminSecondaryButtonClass,
} from '@/components/admin/AdminPageHeader';
import { CheckboxField, TextAreaField, TextField } from '@/components/admin/fields';
import { ImagePreview } from '@/components/admin/ImagePreview';
import { PhotoField } from '@/components/admin/PhotoField';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/field-errors';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useSaveLocation } from '../api/admin-locations';
import { DeleteLocationDialog } from './DeleteLocationDialog';
import { coordinate, emptyLocation, locationFormValues, locationInput, type LocationFormValues } from './location-form';
import { MapPicker, type Point } from './MapPicker';
import { MovieSelect } from './MovieSelect';
import { PointWarnings } from './PointWarnings';

const resolver = zodFormResolver(locationSchema, locationInput);

type MovieOption = { id: string; title: string; year: number | null };

/** /admin/locations/new and /admin/locations/{id}: every Location field (SPEC §3) and the map picker. */
export function LocationEditor({ location, presetMovie }: { location?: AdminLocation; presetMovie?: MovieOption }) {
  const save = useSaveLocation();
  const navigate = useNavigate();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<LocationFormValues>({
    resolver,
    defaultValues: location ? locationFormValues(location) : emptyLocation(presetMovie?.id),
  });
  const { errors, isDirty, dirtyFields } = form.formState;
  const [name, latText, lngText, country, movieId, imageUrl] = useWatch({
    control: form.control,
    name: ['name', 'latitude', 'longitude', 'country', 'movie_id', 'image_url'],
  });
  useUnsavedChanges(isDirty && leaveTo === null);

  useEffect(() => {
    if (!location && !dirtyFields.slug) form.setValue('slug', slugify(name));
  }, [location, name, dirtyFields.slug, form]);

  useEffect(() => {
    if (leaveTo !== null && !isDirty) void navigate(leaveTo, { replace: true });
  }, [leaveTo, isDirty, navigate]);

  const latitude = coordinate(latText);
  const longitude = coordinate(lngText);
  const point: Point | null =
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
      ? { latitude, longitude }
      : null;
  const pick = ({ latitude: lat, longitude: lng }: Point) => {
    form.setValue('latitude', String(lat), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('longitude', String(lng), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: location?.id, input: locationInput(values) });
      form.reset(locationFormValues(saved));
      toast.success(location ? 'Location saved' : 'Location created');
      if (!location) setLeaveTo(paths.adminLocation(saved.id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        form.setError('slug', { type: 'server', message: error.message });
      else showServerFieldErrors(error, form.setError);
      toast.error(location ? 'Failed to save the location' : 'Failed to create the location');
    }
  });

  const backTo = location
    ? paths.adminMovie(location.movie_id)
    : presetMovie
      ? paths.adminMovie(presetMovie.id)
      : paths.adminLocations;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={location ? `Edit: ${location.name}` : 'Add Location'}
        description={
          <Link to={backTo} className="text-sm font-semibold text-amber-400 hover:text-amber-300">
            ← {location ? location.movie.title : presetMovie ? presetMovie.title : 'All locations'}
          </Link>
        }
        actions={
          location && (
            <>
              <a
                href={paths.location(location.slug)}
                target="_blank"
                rel="noreferrer"
                className={adminSecondaryButtonClass}
              >
                View <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <button type="button" className={adminSecondaryButtonClass} onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" className="size-4" /> Delete
              </button>
            </>
          )
        }
      />
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={location ? 'Edit location' : 'New location'}
        className="grid gap-6 xl:grid-cols-2"
      >
        <div className={`${adminCardClass} min-w-0 space-y-5`}>
          <Controller
            control={form.control}
            name="movie_id"
            render={({ field }) => (
              <MovieSelect
                value={field.value}
                onChange={field.onChange}
                selected={location?.movie ?? presetMovie}
                error={errors.movie_id?.message}
              />
            )}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
            <TextField
              label="Slug"
              hint="The address: /locations/slug. An old slug keeps redirecting here."
              error={errors.slug?.message}
              {...form.register('slug')}
            />
            <TextField
              label="Address"
              className="md:col-span-2"
              error={errors.address?.message}
              {...form.register('address')}
            />
            <TextField label="City" error={errors.city?.message} {...form.register('city')} />
            <TextField label="State" error={errors.state?.message} {...form.register('state')} />
            <TextField
              label="Country"
              hint="Name or code, e.g. Italy or IT"
              error={errors.country?.message}
              {...form.register('country')}
            />
            <div className="flex items-end pb-2">
              <CheckboxField label="Verified" {...form.register('is_verified')} />
            </div>
          </div>
          <TextAreaField
            label="Description"
            rows={4}
            className="[&_textarea]:font-sans"
            error={errors.description?.message}
            {...form.register('description')}
          />
          <TextAreaField
            label="Scene Description"
            rows={3}
            className="[&_textarea]:font-sans"
            error={errors.scene_description?.message}
            {...form.register('scene_description')}
          />
          <Controller
            control={form.control}
            name="photo"
            render={({ field }) => <PhotoField label="Photo" value={field.value} onChange={field.onChange} />}
          />
          <div>
            <TextField
              label="Image URL"
              type="url"
              hint="Used when there is no uploaded photo"
              error={errors.image_url?.message}
              {...form.register('image_url')}
            />
            <ImagePreview url={imageUrl} label="Image" aspect="aspect-video w-full max-w-sm" />
          </div>
        </div>
        <div className={`${adminCardClass} min-w-0 space-y-4 self-start`}>
          <h2 className="text-lg font-semibold text-white">Position</h2>
          <p className="text-sm text-slate-400">Click the map or drag the marker; or type the coordinates.</p>
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="Latitude"
              inputMode="decimal"
              error={errors.latitude?.message}
              {...form.register('latitude')}
            />
            <TextField
              label="Longitude"
              inputMode="decimal"
              error={errors.longitude?.message}
              {...form.register('longitude')}
            />
          </div>
          <div className="h-80 overflow-hidden rounded-xl border border-slate-800 md:h-96">
            <MapPicker point={point} onPick={pick} />
          </div>
          <PointWarnings
            latitude={latitude}
            longitude={longitude}
            country={country}
            movieId={movieId}
            excludeId={location?.id}
          />
          <div className="flex justify-end">
            <button type="submit" disabled={save.isPending} className={adminPrimaryButtonClass}>
              <Save aria-hidden="true" className="size-4" />
              {save.isPending ? 'Saving...' : location ? 'Save Changes' : 'Create Location'}
            </button>
          </div>
        </div>
      </form>
      {location && (
        <DeleteLocationDialog
          location={location}
          open={deleting}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            form.reset();
            setLeaveTo(paths.adminMovie(location.movie_id));
          }}
        />
      )}
    </div>
  );
}
