import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import type { Photo, PhotoDetails } from '@contracts';
import { photoDetailsSchema } from '@contracts/admin-rules';
import { ApiError, api } from '@/lib/api-client';
import { PhotoCredit, ResponsivePhoto } from '../ResponsivePhoto';
import { adminSecondaryButtonClass } from './AdminPageHeader';
import { TextField } from './fields';

const MAX_BYTES = 15 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
const LICENCES = ['CC BY 4.0', 'CC BY-SA 4.0', 'CC0 1.0', 'Public domain', 'All rights reserved, used with permission'];

type Errors = Partial<Record<keyof PhotoDetails | 'file', string>>;

/**
 * A photo with its credit for an admin editor: shows the current one (Replace, Remove) or an
 * upload form. The upload is stored at once; the editor's own Save attaches it (until then it is
 * an orphan the cleanup removes after a day).
 */
export function PhotoField({
  label,
  value,
  onChange,
  headingLevel = 2,
}: {
  label: string;
  value: Photo | null;
  onChange: (photo: Photo | null) => void;
  /** One below the heading it sits under: 2 in an editor (under its h1), 4 in a slide card (h3). */
  headingLevel?: 2 | 3 | 4;
}) {
  const [uploading, setUploading] = useState(value === null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <Heading id={headingId} className="text-sm font-medium text-slate-200">
        {label}
      </Heading>
      {value && !uploading ? (
        <div className="space-y-2">
          <ResponsivePhoto
            photo={value}
            sizes="384px"
            className="aspect-video w-full max-w-sm rounded-lg object-cover"
          />
          <PhotoCredit photo={value} />
          <p className="text-xs text-slate-400">Alt text: {value.alt}</p>
          <div className="flex gap-2">
            <button type="button" className={adminSecondaryButtonClass} onClick={() => setUploading(true)}>
              <ImageUp aria-hidden="true" className="size-4" /> Replace Photo
            </button>
            <button type="button" className={adminSecondaryButtonClass} onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" className="size-4" /> Remove Photo
            </button>
          </div>
        </div>
      ) : (
        <UploadForm
          onUploaded={(photo) => {
            onChange(photo);
            setUploading(false);
          }}
          onCancel={value ? () => setUploading(false) : undefined}
        />
      )}
    </section>
  );
}

/** Not a <form>: it sits inside the editor's form, and its button must not submit that one. */
function UploadForm({ onUploaded, onCancel }: { onUploaded: (photo: Photo) => void; onCancel?: () => void }) {
  const fileId = useId();
  const listId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [details, setDetails] = useState({ alt: '', author: '', source_url: '', licence: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof details) => (event: ChangeEvent<HTMLInputElement>) =>
    setDetails((current) => ({ ...current, [field]: event.target.value }));

  const upload = async () => {
    const problems: Errors = {};
    if (!file) problems.file = 'Choose a photo to upload';
    else if (file.size > MAX_BYTES) problems.file = 'Photos can be at most 15 MB';
    const parsed = photoDetailsSchema.safeParse(details);
    if (!parsed.success)
      for (const issue of parsed.error.issues) problems[issue.path[0] as keyof PhotoDetails] ??= issue.message;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !file || !parsed.success) return;
    setBusy(true);
    try {
      const query = { ...parsed.data, source_url: parsed.data.source_url ?? undefined };
      onUploaded(await api.upload<Photo>('/admin/photos', file, query));
    } catch (error) {
      const fieldErrors = (error instanceof ApiError && (error.details as { errors?: Errors })?.errors) || null;
      setErrors(
        fieldErrors ?? { file: error instanceof ApiError ? error.message : 'The upload failed. Please try again.' },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-dashed border-slate-700 p-4">
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-200">
          Photo file
        </label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPT}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${fileId}-hint${errors.file ? ` ${fileId}-error` : ''}`}
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          className="mt-1.5 block w-full text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-800 file:px-3 file:py-2 file:font-semibold file:text-slate-100"
        />
        <p id={`${fileId}-hint`} className="mt-1 text-xs text-slate-400">
          JPEG, PNG, WebP or AVIF, up to 15 MB. Location data in the file is removed.
        </p>
        {errors.file && (
          <p id={`${fileId}-error`} role="alert" className="mt-1.5 text-sm text-red-400">
            {errors.file}
          </p>
        )}
      </div>
      <TextField
        label="Alt text"
        value={details.alt}
        onChange={set('alt')}
        error={errors.alt}
        hint="What the photo shows, for people who cannot see it"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Author" value={details.author} onChange={set('author')} error={errors.author} />
        <TextField
          label="Licence"
          list={listId}
          value={details.licence}
          onChange={set('licence')}
          error={errors.licence}
        />
        <datalist id={listId}>
          {LICENCES.map((licence) => (
            <option key={licence} value={licence} />
          ))}
        </datalist>
      </div>
      <TextField
        label="Source URL"
        type="url"
        value={details.source_url}
        onChange={set('source_url')}
        error={errors.source_url}
      />
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
