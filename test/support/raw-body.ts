import type { Response } from 'superagent';

/** A supertest parser that keeps the body as the raw bytes (images, a gzipped answer left encoded). */
export function rawBody(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
