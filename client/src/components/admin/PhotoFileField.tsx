import { FieldFrame } from './fields';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** The photo file input of an upload (the formats and size the photo pipeline takes), with its error. */
export function PhotoFileField({
  error,
  onFile,
  onBlur,
}: {
  error?: string;
  onFile: (file: File | null) => void;
  onBlur?: () => void;
}) {
  return (
    <FieldFrame
      label="Photo file"
      error={error}
      hint="JPEG, PNG, WebP or AVIF, up to 15 MB. Location data in the file is removed."
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept={ACCEPT}
          onBlur={onBlur}
          onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
          className="mt-1.5 block w-full text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-800 file:px-3 file:py-2 file:font-semibold file:text-slate-100"
        />
      )}
    </FieldFrame>
  );
}
