import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';

/** Thrown by a public read when the slug asked for is an old one: answers 301 to the current path. */
export class SlugMovedException extends HttpException {
  constructor(readonly location: string) {
    super(
      { statusCode: HttpStatus.MOVED_PERMANENTLY, message: 'Moved permanently', location },
      HttpStatus.MOVED_PERMANENTLY,
    );
  }
}

/**
 * Puts the Location header on the 301 (Nest's default handler would send the body only). Browsers'
 * fetch follows it, so the client receives the current record and replaces its URL.
 */
@Catch(SlugMovedException)
export class SlugMovedFilter implements ExceptionFilter {
  catch(exception: SlugMovedException, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(HttpStatus.MOVED_PERMANENTLY)
      .location(exception.location)
      .json(exception.getResponse());
  }
}
