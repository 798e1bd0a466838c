import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';

/** A generation refused for its cost (the admin's rate or the day's token budget): 429, nothing queued. */
export class GenerationLimitException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, message, error: 'Too Many Requests' },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** Adds `Retry-After` to the 429 (Nest's default handler sends the body only). */
@Catch(GenerationLimitException)
export class GenerationLimitFilter implements ExceptionFilter {
  catch(exception: GenerationLimitException, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(HttpStatus.TOO_MANY_REQUESTS)
      .setHeader('Retry-After', String(exception.retryAfterSeconds))
      .json(exception.getResponse());
  }
}
