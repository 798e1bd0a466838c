import type { MapOverview, MapPlace, MapViewItem } from '@contracts';
import { getMapSummary, getMapView } from '../api/get-map-view';
import type { MapLocation } from './map-data';
import type { ClusterSource, IndexListener } from './map-data-client';
import { byPosition, type ClusterItem, type Filtered } from './map-data-protocol';

/**
 * The map's answers from the server, when /map has more locations than it downloads whole
 * (MapConfig.clustering 'server'): the same questions as the data worker's client (a filter's
 * count and bounds, its clusters per view, a cluster's split zoom, a popup's details), each
 * answered by GET /api/map/summary or /api/map/view. A view's locations come with what their
 * popups show, and its clusters with the zoom they split at, so neither needs a request of its
 * own. A newer view aborts the request of the one before.
 */
export class ServerMapClient {
  private latest = 0;
  private narrowed = false;
  private readonly listeners = new Set<IndexListener>();
  /** What the newest filter's views have shown: popups and split zooms. */
  private places = new Map<number, MapPlace>();
  private expansions = new Map<number, number>();
  /** The unfiltered map's first view (the page's overview): the same index as the unfiltered views. */
  private overviewPlaces = new Map<number, MapPlace>();
  private inFlight: AbortController | null = null;

  async filter(q: string, movie: string): Promise<Filtered> {
    const version = ++this.latest;
    const summary = await getMapSummary(q, movie);
    if (version === this.latest) {
      this.narrowed = summary.narrowed;
      this.places = new Map();
      this.expansions = new Map();
      const source = this.source(version, q, movie);
      queueMicrotask(() => this.listeners.forEach((listener) => listener(source, true)));
    }
    return { version, ...summary };
  }

  /** The places of the overview's markers, so their popups open before the first view is asked. */
  remember(overview: MapOverview): void {
    for (const level of overview.levels)
      for (const item of level)
        if (item.kind === 'location' && item.place) this.overviewPlaces.set(item.index, item.place);
  }

  location(index: number): Promise<MapLocation | null> {
    const place = this.places.get(index) ?? (this.narrowed ? undefined : this.overviewPlaces.get(index));
    return Promise.resolve(place ? { index, ...place } : null);
  }

  onIndex(listener: IndexListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private source(version: number, q: string, movie: string): ClusterSource {
    return {
      clusters: async (bbox, zoom) => {
        if (version !== this.latest) return null;
        this.inFlight?.abort();
        const controller = (this.inFlight = new AbortController());
        const view = await getMapView(q, movie, bbox, zoom, controller.signal).catch(() => null);
        if (!view || version !== this.latest || controller.signal.aborted) return null;
        return view.items.map((item) => this.markerOf(item)).sort(byPosition);
      },
      expansionZoom: (clusterId) =>
        Promise.resolve(version === this.latest ? (this.expansions.get(clusterId) ?? null) : null),
    };
  }

  private markerOf(item: MapViewItem): ClusterItem {
    if (item.kind === 'cluster') {
      this.expansions.set(item.id, item.expansionZoom);
      const { kind, id, count, longitude, latitude } = item;
      return { kind, id, count, longitude, latitude };
    }
    this.places.set(item.index, item.place);
    const { kind, index, label, longitude, latitude } = item;
    return { kind, index, label, longitude, latitude };
  }
}

let shared: ServerMapClient | null = null;

/** One per page load: the map's answers from the server hold no data worth ending. */
export const serverMapData = (): ServerMapClient => (shared ??= new ServerMapClient());
