import type { MapLocation } from './map-data';
import {
  QUICK_MAX_ZOOM,
  type Bbox,
  type ClusterItem,
  type Filtered,
  type IndexKind,
  type MapDataRequest,
  type MapDataResponse,
} from './map-data-protocol';

/** One built cluster index: answers null once a newer filter has replaced it (or beyond a quick index's zooms). */
export interface ClusterSource {
  clusters(bbox: Bbox, zoom: number): Promise<ClusterItem[] | null>;
  expansionZoom(clusterId: number): Promise<number | null>;
}

type Question = MapDataRequest extends infer R ? (R extends MapDataRequest ? Omit<R, 'request'> : never) : never;
type Answer<T extends MapDataResponse['type']> = Extract<MapDataResponse, { type: T }>;
export type IndexListener = (source: ClusterSource, final: boolean) => void;

interface Port {
  postMessage(message: MapDataRequest): void;
  terminate(): void;
}

/** A worker left unused this long (the visitor went elsewhere) is ended, its data with it. */
const IDLE_MS = 5 * 60_000;

/**
 * The page's side of the map's data worker (lib/map-data.worker.ts): every question is a message
 * with a number, every answer a promise. Only the newest filter's cluster indexes are passed on.
 */
export class MapDataClient {
  private readonly port: Promise<Port>;
  private request = 0;
  private latest = 0;
  private fullReady = 0;
  private readonly pending = new Map<
    number,
    { resolve: (answer: MapDataResponse) => void; reject: (e: Error) => void }
  >();
  private readonly listeners = new Set<IndexListener>();

  constructor() {
    this.port = typeof Worker === 'undefined' ? this.inPage() : Promise.resolve(this.spawn());
  }

  filter(q: string, movie: string): Promise<Filtered> {
    const request = this.send({ type: 'filter', q, movie });
    this.latest = request.number;
    return request.answer.then((answer) => answer as Answer<'filtered'>);
  }

  async location(index: number): Promise<MapLocation | null> {
    return ((await this.send({ type: 'location', index }).answer) as Answer<'location'>).location;
  }

  /** Called with each index the worker finishes for the newest filter (final = the full index). */
  onIndex(listener: IndexListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  terminate(): void {
    void this.port.then((port) => port.terminate());
    this.fail(new Error('The map data was released.'));
  }

  private source(version: number, kind: IndexKind): ClusterSource {
    return {
      clusters: async (bbox, zoom) => {
        if (version !== this.latest || (kind === 'quick' && zoom > QUICK_MAX_ZOOM)) return null;
        const answer = await this.send({ type: 'clusters', version, kind, bbox, zoom }).answer.catch(() => null);
        return answer?.type === 'clusters' ? answer.items : null;
      },
      expansionZoom: async (clusterId) => {
        if (version !== this.latest) return null;
        const answer = await this.send({ type: 'expansion', version, kind, clusterId }).answer.catch(() => null);
        return answer?.type === 'expansion' ? answer.zoom : null;
      },
    };
  }

  private send(question: Question): { number: number; answer: Promise<MapDataResponse> } {
    const request = ++this.request;
    const message = { ...question, request } as MapDataRequest;
    const answer = new Promise<MapDataResponse>((resolve, reject) => this.pending.set(request, { resolve, reject }));
    void this.port.then((port) => port.postMessage(message));
    return { number: request, answer };
  }

  private receive(message: MapDataResponse): void {
    if (message.type === 'index') {
      if (message.version !== this.latest || (message.kind === 'quick' && this.fullReady === message.version)) return;
      if (message.kind === 'full') this.fullReady = message.version;
      const source = this.source(message.version, message.kind);
      this.listeners.forEach((listener) => listener(source, message.kind === 'full'));
      return;
    }
    const waiting = this.pending.get(message.request);
    this.pending.delete(message.request);
    if (message.type === 'failed') waiting?.reject(new Error(message.message));
    else waiting?.resolve(message);
  }

  private fail(error: Error): void {
    this.pending.forEach(({ reject }) => reject(error));
    this.pending.clear();
  }

  private spawn(): Port {
    const worker = new Worker(new URL('./map-data.worker.ts', import.meta.url), { type: 'module', name: 'map-data' });
    worker.addEventListener('message', (event: MessageEvent<MapDataResponse>) => this.receive(event.data));
    // The worker's script could not load or threw: nothing it was asked will be answered.
    worker.addEventListener('error', () => this.fail(new Error('The map could not be loaded.')));
    return worker;
  }

  /** Without workers (tests in jsdom), the same host runs in the page; loaded only then. */
  private async inPage(): Promise<Port> {
    const [{ MapDataHost }, { getMapLocations }, { nextTask }] = await Promise.all([
      import('./map-data-host'),
      import('../api/get-map-locations'),
      import('./next-task'),
    ]);
    const host = new MapDataHost(
      () => getMapLocations(window.location.origin),
      (message) => queueMicrotask(() => this.receive(message)),
      nextTask,
    );
    return { postMessage: (message) => host.handle(message), terminate: () => undefined };
  }
}

let shared: { client: MapDataClient; users: number; idle?: ReturnType<typeof setTimeout> } | null = null;

/**
 * The map's data worker, created on first use and shared: the /map route starts it at navigation
 * time so the download begins before the page's code has arrived. It is ended IDLE_MS after the
 * last page using it has gone (or after it was started for a page that never came).
 */
export function mapData(): MapDataClient {
  if (!shared) {
    shared = { client: new MapDataClient(), users: 0 };
    scheduleEnd();
  }
  return shared.client;
}

/** A page using the map data keeps it alive; the returned function lets it go. */
export function retainMapData(client: MapDataClient): () => void {
  if (shared?.client !== client) return () => undefined;
  const entry = shared;
  entry.users++;
  clearTimeout(entry.idle);
  return () => {
    entry.users--;
    if (entry.users === 0 && shared === entry) scheduleEnd();
  };
}

function scheduleEnd(): void {
  const entry = shared;
  if (!entry) return;
  clearTimeout(entry.idle);
  entry.idle = setTimeout(() => {
    if (shared !== entry || entry.users > 0) return;
    shared = null;
    entry.client.terminate();
  }, IDLE_MS);
}
