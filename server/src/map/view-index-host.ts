import {
  buildViewIndex,
  packViewIndex,
  unpackViewIndex,
  viewItems,
  type Bbox,
  type PackedViewIndex,
  type ViewIndex,
  type ViewIndexItem,
} from './view-index.js';

/** Questions to the thread that holds the map's cluster indexes (view-index.worker.ts). */
export type ViewIndexRequest =
  | { id: number; type: 'build'; key: string; lon: Float64Array; lat: Float64Array }
  | { id: number; type: 'pack'; lon: Float64Array; lat: Float64Array }
  | { id: number; type: 'adopt'; key: string; index: PackedViewIndex }
  | { id: number; type: 'view'; key: string; bbox: Bbox; zoom: number }
  | { id: number; type: 'drop'; key: string };

export type ViewIndexResponse =
  | { id: number; type: 'built'; count: number; bounds: Bbox | null }
  | { id: number; type: 'packed'; index: PackedViewIndex }
  | { id: number; type: 'view'; items: ViewIndexItem[] | null }
  | { id: number; type: 'dropped' }
  | { id: number; type: 'failed'; message: string };

/** Holds the built indexes by key and answers one message at a time (in a worker thread, or in-thread from sources). */
export class ViewIndexHost {
  private readonly indexes = new Map<string, ViewIndex>();

  /** The answer, and the buffers to transfer with it. */
  handle(request: ViewIndexRequest): { response: ViewIndexResponse; transfer: ArrayBuffer[] } {
    if (request.type === 'pack') {
      const { packed, transfer } = packViewIndex(buildViewIndex(request.lon, request.lat));
      return { response: { id: request.id, type: 'packed', index: packed }, transfer };
    }
    return { response: this.answer(request), transfer: [] };
  }

  private answer(request: Exclude<ViewIndexRequest, { type: 'pack' }>): ViewIndexResponse {
    const { id } = request;
    try {
      if (request.type === 'adopt') {
        const index = unpackViewIndex(request.index);
        this.indexes.set(request.key, index);
        return { id, type: 'built', count: index.count, bounds: index.bounds };
      }
      if (request.type === 'build') {
        const index = buildViewIndex(request.lon, request.lat);
        this.indexes.set(request.key, index);
        return { id, type: 'built', count: index.count, bounds: index.bounds };
      }
      if (request.type === 'drop') {
        this.indexes.delete(request.key);
        return { id, type: 'dropped' };
      }
      const index = this.indexes.get(request.key);
      if (!index) return { id, type: 'failed', message: `No cluster index ${request.key}` };
      return { id, type: 'view', items: viewItems(index, request.bbox, request.zoom) };
    } catch (error) {
      return { id, type: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  }
}
