import { useState, type ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  /** Shown when `src` is missing or fails to load (broken URLs are common in imported data). */
  fallbackSrc: string;
};

type Stage = 'primary' | 'fallback' | 'none';

/**
 * An <img> that swaps to a local placeholder instead of the browser's broken-image icon.
 * If even the placeholder fails, a neutral block of the same size keeps the layout intact.
 */
export function ImageWithFallback({ src, fallbackSrc, alt = '', className, ...rest }: Props) {
  const [stage, setStage] = useState<Stage>(src ? 'primary' : 'fallback');
  // A new src deserves a new attempt (e.g. the same card re-rendered with another movie).
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setStage(src ? 'primary' : 'fallback');
  }

  if (stage === 'none') {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`bg-gradient-to-br from-slate-800 via-slate-900 to-slate-800 ${className ?? ''}`}
      />
    );
  }
  return (
    <img
      {...rest}
      className={className}
      src={stage === 'primary' ? src! : fallbackSrc}
      alt={alt}
      onError={() => setStage((current) => (current === 'primary' ? 'fallback' : 'none'))}
    />
  );
}
