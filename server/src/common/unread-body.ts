import type { Request, Response } from 'express';

/**
 * Unread body bytes Node may read and drop after an early answer to keep the connection: a little
 * over the largest body any route takes (a 15 MB photo, media/image-type.ts).
 */
const DISCARDABLE_BODY_BYTES = 16 * 1024 * 1024;

/**
 * An error answered before the request's body was read (an upload refused by the access guard).
 * Node then reads and drops the rest of the body — chunk by chunk, nothing buffered or walked —
 * before the connection's next request. Closing at once instead would make the kernel reset a
 * connection that still has unread bytes, and a client busy sending often loses the answer with
 * it (the browser shows a network error instead of "sign in again"). Only a body larger than any
 * route takes, or of unknown length, is not worth reading: that connection is closed.
 */
export function closeIfBodyUnread(request: Request, response: Response): void {
  if (request.complete || response.headersSent) return;
  const declared = Number(request.headers['content-length']);
  if (Number.isSafeInteger(declared) && declared <= DISCARDABLE_BODY_BYTES) return;
  response.setHeader('Connection', 'close');
}
