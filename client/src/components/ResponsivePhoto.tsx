import type { Photo } from '@contracts';

interface Props {
  photo: Photo;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right file. */
  sizes: string;
  /** Above the fold (a hero): loaded at once with high priority; otherwise lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An uploaded photo: AVIF with a WebP fallback at every stored width, its intrinsic size set
 * (no layout shift) and the blurred placeholder behind it until the file arrives.
 */
export function ResponsivePhoto({ photo, sizes, priority = false, className }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.srcset.avif} sizes={sizes} />
      <img
        src={photo.src}
        srcSet={photo.srcset.webp}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={{ backgroundImage: `url("${photo.placeholder}")`, backgroundSize: 'cover' }}
        className={className}
      />
    </picture>
  );
}

/** "Photo: Jane Doe · CC BY-SA 4.0", the author linked to the source when there is one. */
export function PhotoCredit({ photo, className = '' }: { photo: Photo; className?: string }) {
  const { author, source_url, licence } = photo.credit;
  return (
    <p className={`text-xs text-slate-400 ${className}`}>
      Photo:{' '}
      {source_url ? (
        <a
          href={source_url}
          rel="noopener noreferrer nofollow"
          target="_blank"
          className="underline hover:text-slate-200"
        >
          {author}
        </a>
      ) : (
        author
      )}{' '}
      · {licence}
    </p>
  );
}
