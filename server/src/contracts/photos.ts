/**
 * An uploaded photo as every page shows it: `<img srcset sizes>` with its intrinsic size (no layout
 * shift), a blurred placeholder, and the credit and licence printed under it.
 */
export interface Photo {
  id: string;
  width: number;
  height: number;
  /** A WebP of about 1280 px for browsers that ignore srcset, and the share-card image. */
  src: string;
  /** `url 320w, url 640w, …` per format; AVIF first in a <picture>, WebP as the fallback. */
  srcset: { avif: string; webp: string };
  placeholder: string;
  alt: string;
  credit: PhotoCredit;
}

export interface PhotoCredit {
  author: string;
  source_url: string | null;
  /** e.g. "CC BY-SA 4.0" or "All rights reserved". */
  licence: string;
}

/** Alt text and credit: sent with an upload (query) and on their own to change them. */
export interface PhotoDetails extends PhotoCredit {
  alt: string;
}
