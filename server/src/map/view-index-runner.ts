import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buffersOf, type Bbox, type PackedViewIndex, type ViewIndexItem } from './view-index.js';
import { ViewIndexHost, type ViewIndexRequest, type ViewIndexResponse } from './view-index-host.js';

type Question = ViewIndexRequest extends infer R ? (R extends ViewIndexRequest ? Omit<R, 'id'> : never) : never;

/**
 * The web process's side of the cluster indexes: a worker thread running view-index.worker.ts
 * (the built server) that holds them, each built in a thread of its own first; or, run from
 * sources (jest), the same host in this thread. Each call is one
 * message and one promise. A worker that dies fails what was asked of it, and `epoch` moves on so
 * the caller knows its indexes are gone; the next call starts a new worker.
 */
export class ViewIndexRunner {
  private worker: Worker | null = null;
  private readonly inThread: ViewIndexHost | null;
  private readonly workerUrl = new URL('./view-index.worker.js', import.meta.url);
  private readonly pending = new Map<number, { resolve: (r: ViewIndexResponse) => void; reject: (e: Error) => void }>();
  private next = 0;
  epoch = 0;

  constructor() {
    this.inThread = existsSync(fileURLToPath(this.workerUrl)) ? null : new ViewIndexHost();
  }

  async build(key: string, lon: Float64Array, lat: Float64Array): Promise<{ count: number; bounds: Bbox | null }> {
    const transfer = [lon.buffer as ArrayBuffer, lat.buffer as ArrayBuffer];
    const answer = this.inThread
      ? await this.ask({ type: 'build', key, lon, lat }, transfer)
      : await this.ask({ type: 'adopt', key, index: await buildInThreadOfItsOwn(this.workerUrl, lon, lat, transfer) });
    if (answer.type !== 'built') throw new Error('unexpected answer');
    return answer;
  }

  async view(key: string, bbox: Bbox, zoom: number): Promise<ViewIndexItem[] | null> {
    const answer = await this.ask({ type: 'view', key, bbox, zoom });
    if (answer.type !== 'view') throw new Error('unexpected answer');
    return answer.items;
  }

  async drop(key: string): Promise<void> {
    await this.ask({ type: 'drop', key });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private ask(
    question: Question,
    transfer: ArrayBuffer[] = question.type === 'adopt' ? buffersOf(question.index) : [],
  ): Promise<ViewIndexResponse> {
    const request = { ...question, id: ++this.next } as ViewIndexRequest;
    const answer = new Promise<ViewIndexResponse>((resolve, reject) =>
      this.pending.set(request.id, { resolve, reject }),
    ).then((response) => {
      if (response.type === 'failed') throw new Error(response.message);
      return response;
    });
    if (this.inThread) {
      const host = this.inThread;
      setImmediate(() => this.receive(host.handle(request).response));
    } else this.started().postMessage(request, transfer);
    return answer;
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerUrl);
    // The indexes are a cache: the worker must not keep a process alive that is otherwise done.
    worker.unref();
    worker.on('message', (response: ViewIndexResponse) => this.receive(response));
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.epoch++;
      this.pending.forEach(({ reject }) => reject(error));
      this.pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The map's cluster worker stopped (${code}).`)));
    this.worker = worker;
    return worker;
  }

  private receive(response: ViewIndexResponse): void {
    const waiting = this.pending.get(response.id);
    this.pending.delete(response.id);
    waiting?.resolve(response);
  }
}

/** One build in a worker thread of its own, which hands the index over and ends (view-index.worker.ts). */
function buildInThreadOfItsOwn(
  url: URL,
  lon: Float64Array,
  lat: Float64Array,
  transfer: ArrayBuffer[],
): Promise<PackedViewIndex> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(url);
    worker.once('message', (response: ViewIndexResponse) => {
      void worker.terminate();
      if (response.type === 'packed') resolve(response.index);
      else reject(new Error(response.type === 'failed' ? response.message : 'unexpected answer'));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The map's index build stopped (${code}).`)));
    const request: ViewIndexRequest = { id: 0, type: 'pack', lon, lat };
    worker.postMessage(request, transfer);
  });
}
