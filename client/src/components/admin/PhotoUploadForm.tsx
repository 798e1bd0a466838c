import type { Photo } from '@contracts';
import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { adminSecondaryButtonClass } from './AdminPageHeader';
import { TextField } from './fields';
import { PhotoFileField } from './PhotoFileField';
import { usePhotoUpload } from './use-photo-upload';

const LICENCES = ['CC BY 4.0', 'CC BY-SA 4.0', 'CC0 1.0', 'Public domain', 'All rights reserved, used with permission'];

/** Not a <form>: it sits inside the editor's form, and its button must not submit that one. */
export function PhotoUploadForm({
  onUploaded,
  onCancel,
}: {
  onUploaded: (photo: Photo) => void;
  onCancel?: () => void;
}) {
  const listId = useId();
  const { setFile, field, fileError, busy, upload } = usePhotoUpload(onUploaded);
  return (
    <div className="space-y-3 rounded-xl border border-dashed border-slate-700 p-4">
      <PhotoFileField error={fileError} onFile={setFile} />
      <TextField label="Alt text" hint="What the photo shows, for people who cannot see it" {...field('alt')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Author" {...field('author')} />
        <TextField label="Licence" list={listId} {...field('licence')} />
        <datalist id={listId}>
          {LICENCES.map((licence) => (
            <option key={licence} value={licence} />
          ))}
        </datalist>
      </div>
      <TextField label="Source URL" type="url" {...field('source_url')} />
      <div className="flex gap-2">
        <button type="button" className={adminSecondaryButtonClass} disabled={busy} onClick={() => void upload()}>
          <ImageUp aria-hidden="true" className="size-4" /> {busy ? 'Uploading...' : 'Upload Photo'}
        </button>
        {onCancel && (
          <button type="button" className={adminSecondaryButtonClass} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </div>
  );
}
