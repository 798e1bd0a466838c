import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** What an image URL field points at, so a wrong URL shows before it is saved. */
export function ImagePreview({ url, label, aspect }: { url: string; label: string; aspect: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = /^(https?:\/\/|\/(?!\/))/.test(url.trim());
  return (
    <div
      className={`${aspect} mt-2 flex items-center justify-center overflow-hidden rounded-lg border border-slate-800 bg-slate-950/60`}
    >
      {usable && failed !== url ? (
        <img
          src={url.trim()}
          alt={`${label} preview`}
          className="h-full w-full object-cover"
          onError={() => setFailed(url)}
        />
      ) : (
        <p className="flex flex-col items-center gap-1 p-3 text-center text-xs text-slate-400">
          <ImageOff aria-hidden="true" className="size-5" />
          {url.trim() === ''
            ? `No ${label.toLowerCase()}`
            : failed === url
              ? 'The image could not be loaded'
              : 'Not a web address'}
        </p>
      )}
    </div>
  );
}
