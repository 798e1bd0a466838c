import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

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

/**
 * POSTs `body` to the photo route in 64 kB writes, as a browser streams a file, and resolves with
 * the answer as soon as its headers arrive: a server that refuses early may close the
 * connection while the rest is still being sent, which is not an error here.
 */
export function postPhoto(server: http.Server, body: Buffer, headers: Record<string, string>): Promise<UploadResult> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/admin/photos?alt=Noise&author=Test&licence=CC0',
      headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(body.length), ...headers },
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
    const writeNext = () => {
      while (sent < body.length) {
        const chunk = body.subarray(sent, sent + 64 * 1024);
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', writeNext);
      }
      request.end();
    };
    writeNext();
  });
}

/**
 * Asks GET /api/health every 25 ms until `stop` resolves and returns each answer's latency:
 * the event loop's health as a client sees it.
 */
export async function healthLatenciesDuring(server: http.Server, stop: Promise<unknown>): Promise<number[]> {
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let done = false;
  void stop.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject);
    });
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  agent.destroy();
  return latencies;
}
