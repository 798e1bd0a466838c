import { useState, type ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  /**
   * Shown when `src` is missing or fails to load (broken URLs are common in imported data); with
   * several, each is tried in turn (e.g. the place's own picture, then the stock image).
   */
  fallbackSrc: string | readonly string[];
};

/**
 * An <img> that swaps to a local placeholder instead of the browser's broken-image icon.
 * If even the placeholders fail, a neutral block of the same size keeps the layout intact.
 */
export function ImageWithFallback({ src, fallbackSrc, alt = '', className, ...rest }: Props) {
  const candidates = [src, ...(typeof fallbackSrc === 'string' ? [fallbackSrc] : fallbackSrc)].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const key = candidates.join('\n');
  const [attempt, setAttempt] = useState(0);
  // New sources deserve a new attempt (e.g. the same card re-rendered with another movie).
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setAttempt(0);
  }

  if (attempt >= candidates.length) {
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
      src={candidates[attempt]}
      alt={alt}
      onError={() => setAttempt((current) => current + 1)}
    />
  );
}
