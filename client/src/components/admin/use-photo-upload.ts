import type { Photo, PhotoDetails } from '@contracts';
import { photoDetailsSchema } from '@contracts/admin-rules';
import { useState, type ChangeEvent } from 'react';
import { ApiError, api } from '@/lib/api-client';

const MAX_BYTES = 15 * 1024 * 1024;

export type PhotoUploadErrors = Partial<Record<keyof PhotoDetails | 'file', string>>;

/**
 * A photo file and its credit, checked here by the shared rules (and the 15 MB limit) before the
 * upload; the server's per-field refusals land on the same fields.
 */
export function usePhotoUpload(onUploaded: (photo: Photo) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [details, setDetails] = useState({ alt: '', author: '', source_url: '', licence: '' });
  const [errors, setErrors] = useState<PhotoUploadErrors>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof details) => ({
    value: details[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setDetails((current) => ({ ...current, [name]: event.target.value })),
  });

  const upload = async () => {
    const problems: PhotoUploadErrors = {};
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
      const fieldErrors =
        (error instanceof ApiError && (error.details as { errors?: PhotoUploadErrors })?.errors) || null;
      setErrors(
        fieldErrors ?? { file: error instanceof ApiError ? error.message : 'The upload failed. Please try again.' },
      );
    } finally {
      setBusy(false);
    }
  };

  return { setFile, field, fileError: errors.file, busy, upload };
}
