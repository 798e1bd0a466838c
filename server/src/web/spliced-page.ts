import type { OutgoingHttpHeaders } from 'node:http';
import { etagOf, reusableHeaders } from '../read-cache/index.js';
import { gzipSegments, splicedGzip, type GzipSegments } from './spliced-gzip.js';

/**
 * A rendered page kept without its CSP nonce: the body and header values cut where the nonce
 * stood, so each answer splices a fresh one in (a string join, not a render).
 */
export interface SplicedPage {
  version: number;
  /** Weak ETag over the page without its nonce: the same for every answer and in every process. */
  etag: string;
  /** The body between the nonces. */
  parts: Buffer[];
  /** The headers the app set (helmet's, Cache-Control, the CSP…), each value cut at the nonce. */
  headers: [string, string[]][];
  /** Made on the first answer that accepts gzip. */
  gzip?: GzipSegments;
}

/** Cuts a page rendered with `nonce` (and the headers set for it) at every occurrence of the nonce. */
export function splicePage(version: number, html: string, nonce: string, headers: OutgoingHttpHeaders): SplicedPage {
  const parts = html.split(nonce).map((part) => Buffer.from(part));
  const cut = reusableHeaders(headers).map(([name, value]): [string, string[]] => [name, value.split(nonce)]);
  return { version, etag: etagOf(Buffer.concat(parts.flatMap((part) => [part, NONCE_MARK]))), parts, headers: cut };
}

/** Stands for the nonce in the ETag's input (never in an answer). */
const NONCE_MARK = Buffer.from('\0');

export function bodyWith(page: SplicedPage, nonce: Buffer): Buffer {
  const chunks: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) chunks.push(nonce);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

/** Compresses the fixed parts once (before a page is kept, so its size is known when stored). */
export function withGzip(page: SplicedPage): SplicedPage {
  page.gzip ??= gzipSegments(page.parts);
  return page;
}

/** The gzip form with `nonce` spliced in. */
export function gzippedWith(page: SplicedPage, nonce: Buffer): Buffer {
  return splicedGzip(page.parts, withGzip(page).gzip!, nonce);
}

/** Name/value pairs for writeHead, the nonce spliced into the values that carried it. */
export function headersWith(page: SplicedPage, nonce: string): string[] {
  const flat: string[] = [];
  for (const [name, pieces] of page.headers) flat.push(name, pieces.length === 1 ? pieces[0] : pieces.join(nonce));
  return flat;
}

/** Bytes an entry holds, for the cache's budget. */
export function splicedPageSize(key: string, page: SplicedPage): number {
  let size = key.length + 128;
  for (const part of page.parts) size += part.length;
  for (const [name, pieces] of page.headers) size += name.length + pieces.reduce((sum, piece) => sum + piece.length, 0);
  for (const segment of page.gzip?.segments ?? []) size += segment.length;
  return size;
}
