import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { OutgoingHttpHeaders } from 'node:http';

/** Below this a response goes out uncompressed (the compression middleware's own threshold). */
const GZIP_MIN_BYTES = 1024;

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

/**
 * Ready answers by request URL, least recently used first out once they pass `maxBytes`.
 * A Map keeps insertion order, so moving a hit to the end makes the first key the oldest.
 */
export class ReadCacheStore {
  private readonly entries = new Map<string, CachedRead>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The answer for `key` made at `version`; an older one is dropped. */
  get(key: string, version: number): CachedRead | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= sizeOf(key, entry);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedRead): void {
    const size = sizeOf(key, entry);
    if (size > this.maxBytes / 8) return; // one huge answer must not empty the cache
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= sizeOf(key, old);
    }
    this.entries.set(key, entry);
    this.grew(size);
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

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Accounts for added bytes and evicts the oldest answers until the total fits again. */
  private grew(size: number): void {
    this.bytes += size;
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= sizeOf(key, entry);
    }
  }
}

function sizeOf(key: string, entry: CachedRead): number {
  let headers = 0;
  for (const [name, value] of entry.headers) headers += name.length + value.length;
  return key.length + headers + entry.body.length + (entry.gzipped?.length ?? 0) + 64;
}
