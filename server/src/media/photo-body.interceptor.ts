import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import express, { type Request, type Response } from 'express';
import type { Observable } from 'rxjs';
import { MAX_PHOTO_BYTES } from './image-type.js';

const readRaw = express.raw({ type: () => true, limit: MAX_PHOTO_BYTES });

/**
 * Reads the body of a photo upload (the image bytes, whatever Content-Type says) into
 * `request.body` as a Buffer. It is an interceptor, not a middleware, because interceptors run
 * after the access guard: an anonymous or non-admin upload is refused before a byte of its body is
 * read (the error answer then closes the connection, see common/unread-body.ts), where a
 * middleware read up to 15 MB for anyone first.
 */
@Injectable()
export class PhotoBodyInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await readPhotoBody(http.getRequest<Request>(), http.getResponse<Response>());
    return next.handle();
  }
}

function readPhotoBody(request: Request, response: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    readRaw(request, response, (error?: unknown) => {
      if (!error) return resolve();
      const status = (error as { status?: number }).status;
      reject(status === 413 ? new PayloadTooLargeException('Photos can be at most 15 MB') : error);
    });
  });
}
