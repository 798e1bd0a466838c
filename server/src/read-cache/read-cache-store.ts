import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { OutgoingHttpHeaders } from 'node:http';
import { VersionedLru } from './versioned-lru.js';

/** Below this a response goes out uncompressed (the compression middleware's own threshold). */
export const GZIP_MIN_BYTES = 1024;

/** One ready answer: the exact bytes and headers the route gave, for one data version. */
export interface CachedRead {
  version: number;
  etag: string;
  /** Header name/value pairs as the route sent them (without date, length, encoding, cookies). */
  headers: [string, string][];
  body: Buffer;
  /** The route template that made it (`/api/movies/:slug`): a hit is counted under it (GET /metrics). */
  route?: string;
  /** Made on first request that accepts gzip. */
  gzipped?: Buffer;
}

/** A weak ETag over the body, as Express makes them (so a miss and a hit agree). */
export function etagOf(body: Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

const HEADERS_LEFT_OUT = new Set([
  'date',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
  'etag',
  'vary',
  'x-request-id',
]);

/** The headers a cached answer repeats: those the app set for this route, none tied to one request. */
export function reusableHeaders(headers: OutgoingHttpHeaders): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HEADERS_LEFT_OUT.has(name.toLowerCase())) continue;
    pairs.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  return pairs;
}

/** Ready JSON answers by request URL (see VersionedLru), with their gzip form made on demand. */
export class ReadCacheStore extends VersionedLru<CachedRead> {
  constructor(maxBytes: number) {
    super(maxBytes, sizeOf);
  }

  /** The gzip form of a stored answer (made once), or undefined when it is too small to bother. */
  gzipped(entry: CachedRead): Buffer | undefined {
    if (entry.body.length < GZIP_MIN_BYTES) return undefined;
    if (!entry.gzipped) {
      entry.gzipped = gzipSync(entry.body);
      this.grew(entry.gzipped.length);
    }
    return entry.gzipped;
  }
}

function sizeOf(key: string, entry: CachedRead): number {
  let headers = 0;
  for (const [name, value] of entry.headers) headers += name.length + value.length;
  return key.length + headers + entry.body.length + (entry.gzipped?.length ?? 0) + 64;
}
