import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';

/** The client that measures health answers from a process of its own. */
const POLLER = path.resolve('test/support/health-poller.mjs');

/** Bytes of the largest upload the photo route takes (media/image-type.ts MAX_PHOTO_BYTES). */
const LIMIT = 15 * 1024 * 1024;

/**
 * A real JPEG just under the 15 MB limit: coloured noise at quality 100 hardly compresses
 * (~2.8 bytes a pixel), so 2,700 × 1,900 pixels come to ~14 MB.
 */
export async function largeJpeg(): Promise<Buffer> {
  const bytes = await sharp({
    create: {
      width: 2700,
      height: 1900,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 80 },
    },
  })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
  if (bytes.length > LIMIT || bytes.length < LIMIT * 0.8) throw new Error(`test photo is ${bytes.length} bytes`);
  return bytes;
}

export interface UploadResult {
  status: number;
  /** Milliseconds from the first byte sent until the answer's headers arrived. */
  answeredAfterMs: number;
  /** Bytes the client had handed to the socket when the answer arrived. */
  sentWhenAnswered: number;
}

/** Milliseconds between two 64 kB writes: ~15 MB in under a second, a fast local network's pace. */
const WRITE_PACE_MS = 2;

/**
 * POSTs `body` to the photo route in 64 kB writes, paced as a browser streams a file over a fast
 * network, on a connection of its own, and resolves with the answer as soon as its headers
 * arrive: a server that refuses early answers while the rest is still on its way (and may close
 * the connection, which is not an error here).
 */
export function postPhoto(port: number, body: Buffer, headers: Record<string, string>): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/admin/photos?alt=Noise&author=Test&licence=CC0',
      headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(body.length), ...headers },
      agent: false,
    });
    request.on('response', (response) => {
      resolve({
        status: response.statusCode ?? 0,
        answeredAfterMs: performance.now() - started,
        sentWhenAnswered: sent,
      });
      response.resume();
    });
    // EPIPE/ECONNRESET after an early answer: the server closed a connection it would not read.
    request.on('error', (error) => (sent < body.length ? undefined : reject(error)));
    const writeNext = (): void => {
      if (request.destroyed) return;
      if (sent >= body.length) return void request.end();
      const chunk = body.subarray(sent, sent + 64 * 1024);
      sent += chunk.length;
      const later = () => setTimeout(writeNext, WRITE_PACE_MS);
      if (request.write(chunk)) later();
      else request.once('drain', later);
    };
    writeNext();
  });
}

/**
 * Has a client process of its own (health-poller.mjs) ask GET /api/health every 25 ms until `stop`
 * resolves, and returns each answer's latency: the server's event loop as another visitor sees it.
 */
export async function healthLatenciesDuring(port: number, stop: Promise<unknown>): Promise<number[]> {
  const poller = spawn(process.execPath, [POLLER, String(port)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  poller.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => poller.once('exit', resolve));
  await stop.catch(() => undefined);
  poller.stdin.end();
  const code = await exited;
  if (code !== 0) throw new Error(`the health poller exited with ${code}`);
  return JSON.parse(output) as number[];
}
