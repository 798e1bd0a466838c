import type { AdminLocation } from '@contracts/admin-catalog';
import { Controller } from 'react-hook-form';
import { adminCardClass } from '@/components/admin/AdminPageHeader';
import { countOf } from '@/components/admin/editor/DeleteRecordDialog';
import { RecordEditorFrame } from '@/components/admin/editor/RecordEditorFrame';
import { SaveBar } from '@/components/admin/editor/SaveBar';
import { SlugFields } from '@/components/admin/editor/SlugFields';
import { useRecordEditor } from '@/components/admin/editor/use-record-editor';
import { FormCheckboxField, FormTextAreaField, FormTextField, PictureFields } from '@/components/admin/form-fields';
import { FormChoiceField } from '@/components/place-fields/ChoiceField';
import { KIND_CHOICES, PRECISION_CHOICES } from '@/components/place-fields/place-choices';
import { paths } from '@/config/paths';
import { useCreateLocation } from '../api/create-location';
import { useDeleteLocation } from '../api/delete-location';
import type { MovieOption } from '../api/get-movie-option';
import { useUpdateLocation } from '../api/update-location';
import { emptyLocation, locationForm } from './location-form';
import { MovieSelect } from './MovieSelect';
import { PositionCard } from './PositionCard';

/** /admin/locations/new and /admin/locations/{id}: every Location field (SPEC §3) and the map picker. */
export function LocationEditor({ location, presetMovie }: { location?: AdminLocation; presetMovie?: MovieOption }) {
  const editor = useRecordEditor({
    form: locationForm,
    record: location,
    emptyValues: emptyLocation(presetMovie?.id),
    writes: { create: useCreateLocation(), update: useUpdateLocation(), remove: useDeleteLocation() },
    editPath: paths.adminLocation,
  });
  // A location belongs to its movie: the editor goes back (and after a delete) to the movie's editor.
  const movie = location?.movie ?? presetMovie;
  const back = movie ? { to: paths.adminMovie(movie.id), label: movie.title } : undefined;
  return (
    <RecordEditorFrame
      editor={editor}
      title={location ? `Edit: ${location.name}` : 'Add Location'}
      back={back ?? { to: paths.adminLocations, label: 'All locations' }}
      saved={
        location && {
          name: location.name,
          href: paths.location(location.slug),
          afterDelete: paths.adminMovie(location.movie_id),
        }
      }
      consequence={location && <p>This also deletes its {countOf(location.review_count, 'review')}.</p>}
      className="grid gap-6 xl:grid-cols-2"
    >
      <div className={`${adminCardClass} min-w-0 space-y-5`}>
        <Controller
          name="movie_id"
          render={({ field, fieldState }) => (
            <MovieSelect
              value={field.value as string}
              onChange={field.onChange}
              selected={movie}
              error={fieldState.error?.message}
            />
          )}
        />
        <SlugFields source="name" label="Name" address="The address: /locations/slug" />
        <LocationFacts />
      </div>
      <PositionCard excludeId={location?.id}>
        <SaveBar editor={editor} />
      </PositionCard>
    </RecordEditorFrame>
  );
}

/**
 * Where the place is (address, city, state, country), whether it is verified, how exact its position
 * is and whether it was filmed there, its texts, the scene with its time in the film, and its picture.
 */
function LocationFacts() {
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <FormTextField name="address" label="Address" className="md:col-span-2" />
        <FormTextField name="city" label="City" />
        <FormTextField name="state" label="State" />
        <FormTextField name="country" label="Country" hint="Name or code, e.g. Italy or IT" />
        <div className="flex items-end pb-2">
          <FormCheckboxField name="is_verified" label="Verified" />
        </div>
      </div>
      {/* Issue 34: how exact the position is and whether the scene was shot there. */}
      <FormChoiceField name="precision" legend="How exact is the position?" choices={PRECISION_CHOICES} />
      <FormChoiceField name="kind" legend="Filmed here?" choices={KIND_CHOICES} />
      <FormTextAreaField name="description" label="Description" rows={4} className="[&_textarea]:font-sans" />
      <FormTextAreaField
        name="scene_description"
        label="Scene Description"
        rows={3}
        className="[&_textarea]:font-sans"
      />
      <FormTextAreaField
        name="scene"
        label="Scene"
        hint='One line, e.g. "the chase along the river"'
        rows={2}
        className="[&_textarea]:font-sans"
      />
      <FormTextField
        name="scene_time"
        label="Time in the Film"
        hint="e.g. 1:02:15 or 42:07"
        className="sm:max-w-xs"
        autoComplete="off"
      />
      <PictureFields
        photo={{ name: 'photo', label: 'Photo' }}
        url={{ name: 'image_url', label: 'Image URL', preview: 'Image' }}
        aspect="aspect-video w-full max-w-sm"
      />
    </>
  );
}
