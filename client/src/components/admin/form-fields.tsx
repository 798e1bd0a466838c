import type { Photo } from '@contracts';
import type { ComponentProps } from 'react';
import { Controller, get, useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxField, TextAreaField, TextField } from './fields';
import { ImagePreview } from './ImagePreview';
import { PhotoField } from './PhotoField';

/**
 * The admin fields bound to the surrounding react-hook-form form (FormProvider): each registers
 * itself by name and shows that field's message, so an editor lists its fields and nothing else.
 */
type Bound<P> = Omit<P, 'name' | 'error'> & { name: string };

function useField(name: string) {
  const { register, formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return { error: error?.message, ...register(name) };
}

export function FormTextField({ name, ...props }: Bound<ComponentProps<typeof TextField>>) {
  const field = useField(name);
  return <TextField {...props} {...field} />;
}

export function FormTextAreaField({ name, ...props }: Bound<ComponentProps<typeof TextAreaField>>) {
  const field = useField(name);
  return <TextAreaField {...props} {...field} />;
}

export function FormCheckboxField({ name, ...props }: Bound<ComponentProps<typeof CheckboxField>>) {
  const { register } = useFormContext();
  return <CheckboxField {...props} {...register(name)} />;
}

/** A photo held whole in the form (for its preview); the form's submit turns it into an id. */
export function FormPhotoField({ name, label }: { name: string; label: string }) {
  return (
    <Controller
      name={name}
      render={({ field }) => <PhotoField label={label} value={field.value as Photo | null} onChange={field.onChange} />}
    />
  );
}

/** An image URL with a preview of what it points at, so a wrong address shows before saving. */
export function ImageUrlField({
  name,
  preview,
  aspect,
  ...props
}: Bound<ComponentProps<typeof TextField>> & { preview: string; aspect: string }) {
  const url = useWatch<FieldValues, Path<FieldValues>>({ name }) as string;
  return (
    <div>
      <FormTextField name={name} type="url" {...props} />
      <ImagePreview url={url} label={preview} aspect={aspect} />
    </div>
  );
}

/**
 * A record's picture: an uploaded photo (with its credit), or else the image URL, whose hint says
 * so. A fragment, so the caller's grid places the two.
 */
export function PictureFields({
  photo,
  url,
  aspect,
}: {
  photo: { name: string; label: string };
  url: { name: string; label: string; preview: string };
  aspect: string;
}) {
  return (
    <>
      <FormPhotoField name={photo.name} label={photo.label} />
      <ImageUrlField
        name={url.name}
        label={url.label}
        hint={`Used when there is no uploaded ${photo.label.toLowerCase()}`}
        preview={url.preview}
        aspect={aspect}
      />
    </>
  );
}
