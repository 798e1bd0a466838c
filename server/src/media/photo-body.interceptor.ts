import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { MAX_PHOTO_BYTES } from './image-type.js';

const TOO_LARGE = 'Photos can be at most 15 MB';
const NOT_A_FILE = 'Upload the photo file itself as the body, not JSON or a form';

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
    const request = context.switchToHttp().getRequest<Request>();
    request.body = await readPhotoBody(request);
    return next.handle();
  }
}

/**
 * The body in one buffer. With a Content-Length (every browser sends one for a file) the buffer
 * is allocated once at that size and filled as chunks arrive, instead of collecting the chunks
 * and copying them together: 15 MB copied once, not twice, on the event loop.
 */
export function readPhotoBody(request: Request, limit = MAX_PHOTO_BYTES): Promise<Buffer> {
  const encoding = request.headers['content-encoding'];
  if (encoding && encoding !== 'identity')
    return Promise.reject(new UnsupportedMediaTypeException('Upload the photo file itself, not compressed'));
  // A body the app's parsers already read (sent as JSON or a form) is no image, and its stream has
  // ended: waiting for its 'end' would leave the request without an answer.
  if (request.readableEnded) return Promise.reject(new UnsupportedMediaTypeException(NOT_A_FILE));
  const declared = request.headers['content-length'] === undefined ? null : Number(request.headers['content-length']);
  if (declared !== null && declared > limit) return Promise.reject(new PayloadTooLargeException(TOO_LARGE));

  return new Promise((resolve, reject) => {
    const filled = declared === null ? null : Buffer.allocUnsafe(declared);
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (error: Error | null, body?: Buffer) => {
      request.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onAborted);
      if (error) {
        request.pause(); // the error answer closes the connection; nothing more is read
        reject(error);
      } else resolve(body!);
    };
    const onData = (chunk: Buffer) => {
      if (received + chunk.length > limit) return finish(new PayloadTooLargeException(TOO_LARGE));
      if (filled) chunk.copy(filled, received);
      else chunks.push(chunk);
      received += chunk.length;
    };
    const onEnd = () => finish(null, filled ?? Buffer.concat(chunks, received));
    const onError = (error: Error) => finish(error);
    const onAborted = () => finish(new BadRequestException('The upload was interrupted'));
    request.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onAborted);
  });
}
