import { NotFoundException, ParseUUIDPipe, type PipeTransform } from '@nestjs/common';
import type { Response } from 'express';
import { SHARED_TRIP_NOT_FOUND, TRIP_NOT_FOUND } from './trip-reads.service.js';
import type { TripFile } from './trip-files.js';

/** An id that cannot exist is answered like someone else's: 404, never a query. */
export const tripIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(TRIP_NOT_FOUND) });
export const stopIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Stop not found') });
export const locationIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException('Location not found'),
});

/** Share tokens are 32 base64url characters (24 random bytes); anything else is no link of ours. */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export class ShareTokenPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !SHARE_TOKEN.test(value)) throw new NotFoundException(SHARED_TRIP_NOT_FOUND);
    return value;
  }
}

/** Sends a GPX or KML download. */
export function sendTripFile(res: Response, file: TripFile): void {
  res.set({ 'Content-Type': file.contentType, 'Content-Disposition': file.disposition, 'Cache-Control': 'no-store' });
  res.send(file.body);
}
