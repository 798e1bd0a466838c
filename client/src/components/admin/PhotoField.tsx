import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { Photo } from '@contracts';
import { PhotoCredit, ResponsivePhoto } from '../ResponsivePhoto';
import { adminSecondaryButtonClass } from './AdminPageHeader';
import { PhotoUploadForm } from './PhotoUploadForm';

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
        <PhotoUploadForm
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
