import type { Photo } from '@contracts';
import { ImageWithFallback } from './ImageWithFallback';
import { ResponsivePhoto } from './ResponsivePhoto';

interface Props {
  /** An uploaded photo: wins over `src`, and carries its own alt text and size. */
  photo: Photo | null | undefined;
  /** The image URL of the record (imported data, often broken). */
  src: string | null | undefined;
  /** What to show when `src` is missing or fails, in order (see ImageWithFallback). */
  fallbackSrc: string | readonly string[];
  /** The alt text of `src` and its fallbacks. */
  alt: string;
  /** Decorative (the card's title says it all): no alt text at all, even for a photo. */
  decorative?: boolean;
  /** The intrinsic size of `src`, so nothing shifts while it loads. */
  width: number;
  height: number;
  /** How wide the picture is drawn (a photo's `sizes`). */
  sizes: string;
  /** In view on arrival (a hero, the first cards): loaded at once with high priority; else lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * The picture of a movie or place wherever one is shown: its uploaded photo when it has one,
 * else its image URL with fallbacks. Credits are left to the caller (where they go varies).
 */
export function PhotoOrImage({
  photo,
  src,
  fallbackSrc,
  alt,
  decorative = false,
  width,
  height,
  sizes,
  priority = false,
  className,
}: Props) {
  if (photo) {
    return (
      <ResponsivePhoto
        photo={decorative ? { ...photo, alt: '' } : photo}
        sizes={sizes}
        priority={priority}
        className={className}
      />
    );
  }
  return (
    <ImageWithFallback
      src={src}
      fallbackSrc={fallbackSrc}
      alt={decorative ? '' : alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
}
