import { fileTypeFromBuffer } from 'file-type';

/** The upload formats a photo may come in, told apart by their first bytes (never by name or header). */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

const ACCEPTED = new Map<string, ImageType>([
  ['jpg', 'jpeg'],
  ['png', 'png'],
  ['webp', 'webp'],
  ['avif', 'avif'],
]);

/** The image type of `bytes` from its signature (file-type), or null for anything else (SVG, GIF, HEIC, text…). */
export async function sniffImageType(bytes: Buffer): Promise<ImageType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return (detected && ACCEPTED.get(detected.ext)) ?? null;
}
