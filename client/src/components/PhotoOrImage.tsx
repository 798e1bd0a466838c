import { FALLBACK_POSTER, type Photo } from '@contracts';
import type { PlaceImageView } from '@contracts/page-content';
import { locationImageFallbacks } from '@/lib/place-image';
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

/** What is shown: the record's own part of PhotoOrImage's props (sizes and priority are the caller's). */
export type Picture = Pick<Props, 'photo' | 'src' | 'fallbackSrc' | 'alt'>;

/** A movie's poster: its uploaded poster photo, else its poster URL, else the placeholder poster. */
export function posterPicture(movie: {
  title: string;
  poster_url: string | null;
  poster_photo?: Photo | null;
}): Picture {
  return {
    photo: movie.poster_photo,
    src: movie.poster_url,
    fallbackSrc: FALLBACK_POSTER,
    alt: `Poster for ${movie.title}`,
  };
}

/**
 * A place's picture: its uploaded photo, else its image URL, else its own drawn picture, else the
 * stock one. A card that prints the name beside the picture and crops it to its own box asks for
 * the drawn `thumbnail`, which has no text to cut.
 */
export function placePicture(
  location: {
    slug: string;
    name: string;
    image_url: string | null;
    photo?: Photo | null;
  },
  view: PlaceImageView = 'labelled',
): Picture {
  return {
    photo: location.photo,
    src: location.image_url,
    fallbackSrc: locationImageFallbacks(location.slug, view),
    alt: location.name,
  };
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

/** A place's small picture beside its name in a list: decorative, as the name beside it says it all. */
export function PlaceThumbnail({ place, className }: { place: Parameters<typeof placePicture>[0]; className: string }) {
  return (
    <PhotoOrImage
      {...placePicture(place, 'thumbnail')}
      decorative
      width={64}
      height={64}
      sizes="64px"
      className={className}
    />
  );
}
