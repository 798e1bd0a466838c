/**
 * Where photo files live (ARCHITECTURE: one port, two adapters). Keys are relative paths such as
 * `photos/<id>/640.webp`; a photo's files never change once written (a replaced photo is a new
 * photo), which is what lets them be served with immutable caching.
 */
export interface MediaStorage {
  /** For logs and the health of the setup: 'local' or 's3'. */
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes every file under `prefix` (a photo's folder). */
  deletePrefix(prefix: string): Promise<void>;
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/** Keys come from our own code, but a served path comes from a URL: allow only the shapes we write. */
export const MEDIA_KEY = /^photos\/[0-9a-f-]{36}\/(\d{1,4}|placeholder)\.(webp|avif)$/;
