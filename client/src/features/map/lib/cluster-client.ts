import type Supercluster from 'supercluster';
import { buildIndex, clustersIn } from './cluster-index';
import {
  CLUSTER_OPTIONS,
  QUICK_MAX_ZOOM,
  QUICK_MIN_POINTS,
  type ClusterItem,
  type ClusterRequest,
  type ClusterResponse,
} from './cluster-protocol';

/** One built index: answers null once a newer filter has replaced it (or beyond a quick index's zooms). */
export interface ClusterSource {
  clusters(bbox: [number, number, number, number], zoom: number): Promise<ClusterItem[] | null>;
  expansionZoom(clusterId: number): Promise<number | null>;
}

type Ask =
  { type: 'clusters'; bbox: [number, number, number, number]; zoom: number } | { type: 'expansion'; clusterId: number };

/**
 * Talks to two lib/cluster.worker.ts instances: a quick one with a coarse index for the overview
 * zooms, ready in a fraction of the time, and one with the full index, which then takes over.
 * The full build starts only once the quick index is ready: on a 2-core machine running both at
 * once (beside the map library's own worker) delayed the first markers by ~0.3 s (bench/map).
 * Builds in the page instead where workers are unavailable.
 */
export class ClusterClient {
  private readonly workers: { quick: Worker; full: Worker } | null;
  private version = 0;
  private fullReady = 0;
  private request = 0;
  private readonly pending = new Map<number, (response: ClusterResponse) => void>();
  private onReady: ((source: ClusterSource, final: boolean) => void) | null = null;
  private local: Supercluster<{ i: number }> | null = null;
  /** The full build of the newest version, waiting for its quick index. */
  private deferredFull: { message: ClusterRequest; transfer: Transferable[] } | null = null;

  constructor() {
    this.workers = typeof Worker === 'undefined' ? null : { quick: this.spawn('quick'), full: this.spawn('full') };
  }

  /** onReady runs with the quick index (final = false) unless the full one wins, then with the full one. */
  load(
    lon: number[],
    lat: number[],
    indices: number[],
    onReady: (source: ClusterSource, final: boolean) => void,
  ): void {
    const version = ++this.version;
    this.onReady = onReady;
    const ids = Int32Array.from(indices);
    const [x, y] = [new Float64Array(ids.length), new Float64Array(ids.length)];
    ids.forEach((i, k) => ((x[k] = lon[i]), (y[k] = lat[i])));
    if (!this.workers) {
      this.local = buildIndex(x, y, ids);
      onReady(this.source(version, null), true);
      return;
    }
    const full = {
      message: { type: 'load', version, lon: x, lat: y, ids, maxZoom: CLUSTER_OPTIONS.maxZoom } as const,
      transfer: [x.buffer, y.buffer, ids.buffer],
    };
    if (ids.length < QUICK_MIN_POINTS) {
      this.deferredFull = null;
      this.post(this.workers.full, full.message, full.transfer);
      return;
    }
    this.post(this.workers.quick, {
      type: 'load',
      version,
      lon: x.slice(),
      lat: y.slice(),
      ids: ids.slice(),
      maxZoom: QUICK_MAX_ZOOM,
    });
    this.deferredFull = full;
  }

  dispose(): void {
    this.workers?.quick.terminate();
    this.workers?.full.terminate();
    this.pending.clear();
  }

  private spawn(kind: 'quick' | 'full'): Worker {
    const worker = new Worker(new URL('./cluster.worker.ts', import.meta.url), {
      type: 'module',
      name: `clusters-${kind}`,
    });
    worker.addEventListener('message', (event: MessageEvent<ClusterResponse>) => this.receive(event.data, kind));
    return worker;
  }

  private source(version: number, kind: 'quick' | 'full' | null): ClusterSource {
    const maxZoom = kind === 'quick' ? QUICK_MAX_ZOOM : Infinity;
    return {
      clusters: async (bbox, zoom) => {
        if (zoom > maxZoom) return null;
        const answer = await this.ask(version, kind, { type: 'clusters', bbox, zoom });
        return answer?.type === 'clusters' ? answer.items : null;
      },
      expansionZoom: async (clusterId) => {
        const answer = await this.ask(version, kind, { type: 'expansion', clusterId });
        return answer?.type === 'expansion' ? answer.zoom : null;
      },
    };
  }

  private async ask(version: number, kind: 'quick' | 'full' | null, ask: Ask): Promise<ClusterResponse | null> {
    if (version !== this.version) return null;
    if (!this.workers || !kind) return this.answerLocally(ask);
    const request = ++this.request;
    const worker = this.workers[kind];
    return new Promise((resolve) => {
      this.pending.set(request, resolve);
      this.post(worker, { ...ask, version, request });
    });
  }

  private answerLocally(ask: Ask): ClusterResponse | null {
    if (!this.local) return null;
    return ask.type === 'clusters'
      ? { type: 'clusters', request: 0, items: clustersIn(this.local, ask.bbox, ask.zoom) }
      : { type: 'expansion', request: 0, zoom: this.local.getClusterExpansionZoom(ask.clusterId) };
  }

  private receive(message: ClusterResponse, kind: 'quick' | 'full'): void {
    if (message.type === 'loaded') {
      if (message.version !== this.version || (kind === 'quick' && this.fullReady === message.version)) return;
      if (kind === 'quick') this.startDeferredFull();
      if (kind === 'full') this.fullReady = message.version;
      this.onReady?.(this.source(message.version, kind), kind === 'full');
      return;
    }
    this.pending.get(message.request)?.(message);
    this.pending.delete(message.request);
  }

  private startDeferredFull(): void {
    if (!this.workers || !this.deferredFull) return;
    this.post(this.workers.full, this.deferredFull.message, this.deferredFull.transfer);
    this.deferredFull = null;
  }

  private post(worker: Worker, message: ClusterRequest, transfer: Transferable[] = []): void {
    worker.postMessage(message, transfer);
  }
}
