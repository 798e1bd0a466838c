import type { Request, Response } from 'express';

/**
 * An error answered before the request's body was read (an upload refused by the access guard)
 * closes the connection instead of keeping it alive: keeping it would make Node read and discard
 * the rest of the body, up to 15 MB, before the next request on that connection.
 */
export function closeIfBodyUnread(request: Request, response: Response): void {
  if (request.complete || response.headersSent) return;
  response.setHeader('Connection', 'close');
}
