import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** The slide's Image URL as a thumbnail, or a "No preview" box when it is empty or does not load. */
export function SlideThumbnail({ url, className = 'max-w-xs' }: { url: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <div
        className={`grid aspect-video w-full place-items-center self-start rounded-lg border border-dashed border-slate-700 text-xs text-slate-400 ${className}`}
      >
        <span className="flex flex-col items-center gap-1">
          <ImageOff aria-hidden="true" className="size-5" /> No preview
        </span>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt="Slide thumbnail"
      onError={() => setFailed(url)}
      className={`aspect-video w-full self-start rounded-lg border border-slate-800 object-cover ${className}`}
    />
  );
}
