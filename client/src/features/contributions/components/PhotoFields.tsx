import { CONTRIBUTION_PHOTO_LICENCES } from '@contracts/contributions';
import { Controller, get, useFormContext } from 'react-hook-form';
import { FieldFrame } from '@/components/admin/fields';
import { FormTextField } from '@/components/admin/form-fields';
import { PhotoFileField } from '@/components/admin/PhotoFileField';

const selectClass =
  'mt-1.5 block h-10 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-sm text-white outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30 aria-[invalid=true]:border-red-500/70';

/** What each licence means for someone who has not read one: the visitor's own work is shared under one too. */
const LICENCE_LABELS: Record<(typeof CONTRIBUTION_PHOTO_LICENCES)[number], string> = {
  'CC BY 4.0': 'CC BY 4.0 (anyone may use it, naming the author)',
  'CC BY-SA 4.0': 'CC BY-SA 4.0 (as CC BY, shared alike)',
  'CC0 1.0': 'CC0 1.0 (no rights reserved)',
  'Public domain': 'Public domain',
};

const errorOf = (errors: object, name: string) => (get(errors, name) as { message?: string } | undefined)?.message;

/**
 * A photo of the place with its credit (fields photo_file, photo_alt, photo_author, photo_licence,
 * photo_source_url of the form around): the visitor's own work, shared under a CC licence, or a
 * photo that carries one.
 */
export function PhotoFields() {
  const { register, formState } = useFormContext();
  const licenceError = errorOf(formState.errors, 'photo_licence');
  return (
    <div className="space-y-4">
      <Controller
        name="photo_file"
        render={({ field, fieldState }) => (
          <PhotoFileField error={fieldState.error?.message} onFile={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <FormTextField name="photo_alt" label="What the photo shows" hint="For people who cannot see it" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="photo_author" label="Photo by" hint="Your name for your own photo" />
        <FieldFrame label="Licence" error={licenceError} hint="Your own photo is shared under the licence you choose">
          {(control) => (
            <select {...control} className={selectClass} {...register('photo_licence')}>
              <option value="">Choose a licence</option>
              {CONTRIBUTION_PHOTO_LICENCES.map((licence) => (
                <option key={licence} value={licence}>
                  {LICENCE_LABELS[licence]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
      <FormTextField
        name="photo_source_url"
        label="Where the photo is from (optional)"
        type="url"
        hint="A link, when it is not your own"
      />
    </div>
  );
}
