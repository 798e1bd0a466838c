import sharp, { type OutputInfo } from 'sharp';
import type { ImageType } from './image-type.js';

/** Responsive widths; a photo is never enlarged, so a small original yields fewer. */
export const PHOTO_WIDTHS = [320, 640, 1280, 1920] as const;
const FORMATS = [
  { format: 'avif', contentType: 'image/avif', options: { quality: 50, effort: 2 } },
  { format: 'webp', contentType: 'image/webp', options: { quality: 78 } },
] as const;

export interface PhotoFile {
  key: string;
  bytes: Buffer;
  contentType: string;
}

export interface PhotoVariant {
  width: number;
  height: number;
  format: 'avif' | 'webp';
  key: string;
  bytes: number;
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  variants: PhotoVariant[];
  /** A tiny blurred WebP as a data: URI, shown while the real image loads. */
  placeholder: string;
  files: PhotoFile[];
}

/** Refused uploads say why in words an editor understands. */
export class UnreadableImageError extends Error {}

/**
 * Decodes the upload (its type already sniffed), turns it upright by its EXIF orientation and
 * re-encodes it: sharp writes no metadata unless asked, so EXIF — GPS position included — never
 * leaves this function. Each width comes as AVIF and WebP.
 */
export async function processPhoto(bytes: Buffer, type: ImageType, photoId: string): Promise<ProcessedPhoto> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // limitInputPixels guards against decompression bombs (a tiny file claiming 100,000² pixels).
    upright = await sharp(bytes, { limitInputPixels: 80_000_000, failOn: 'error' })
      .rotate()
      .toColourspace('srgb')
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnreadableImageError(`This ${type.toUpperCase()} file could not be read. Is it damaged?`);
  }
  const { width, height } = upright.info;
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w < width);
  if (widths.length < PHOTO_WIDTHS.length) widths.push(Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]));

  const files: PhotoFile[] = [];
  const variants: PhotoVariant[] = [];
  for (const targetWidth of widths) {
    const resized = sharp(upright.data).resize({ width: targetWidth, withoutEnlargement: true });
    for (const { format, contentType, options } of FORMATS) {
      const out = await resized.clone().toFormat(format, options).toBuffer({ resolveWithObject: true });
      const key = `photos/${photoId}/${out.info.width}.${format}`;
      files.push({ key, bytes: out.data, contentType });
      variants.push({ width: out.info.width, height: out.info.height, format, key, bytes: out.data.length });
    }
  }
  const tiny = await sharp(upright.data).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return { width, height, variants, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, files };
}
