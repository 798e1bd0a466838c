import { boundsOf, usesQuickIndex, type MapPayload } from '@contracts';
import { buildIndex, clustersIn, type ClusterIndex } from './cluster-index';
import { MapData } from './map-data';
import { QUICK_MAX_ZOOM, type IndexKind, type MapDataRequest, type MapDataResponse } from './map-data-protocol';

/** The newest filter's result and the cluster indexes built over it so far. */
interface Current {
  version: number;
  indices: number[];
  quick: ClusterIndex | null;
  full: ClusterIndex | null;
  /** Resolves once the page has asked this index for clusters (its first markers are out). */
  asked: Promise<void>;
  answered: () => void;
}

/** How long the full build waits for the page's first question to the quick index. */
const FIRST_QUESTION_MS = 1000;

/**
 * What the map's data worker does (lib/map-data.worker.ts runs it; the page runs it itself where
 * workers are unavailable): holds every location, answers filters, clusters and popups, and after
 * each filter builds its cluster indexes — a coarse one for the overview zooms first from 20,000
 * locations, then the full one. Builds run one zoom level at a time, handing the thread back
 * in between, so the page's questions are answered during a build and a newer filter stops it.
 */
export class MapDataHost {
  private readonly data: Promise<MapData>;
  /** The newest filter request received: builds for older ones give up. */
  private latest = 0;
  private current: Current | null = null;

  constructor(
    load: () => Promise<MapPayload>,
    private readonly post: (message: MapDataResponse) => void,
    /** Resolves once the messages already waiting have been handled. */
    private readonly nextTask: () => Promise<void>,
  ) {
    this.data = load().then((payload) => new MapData(payload));
    // Failures are reported to each request; this only keeps the rejection from counting as unhandled.
    this.data.catch(() => undefined);
  }

  handle(message: MapDataRequest): void {
    if (message.type === 'filter') this.latest = Math.max(this.latest, message.request);
    void this.answer(message).catch((error: unknown) =>
      this.post({
        type: 'failed',
        request: message.request,
        message: error instanceof Error ? error.message : 'The map could not be loaded.',
      }),
    );
  }

  private async answer(message: MapDataRequest): Promise<void> {
    if (message.type === 'clusters' || message.type === 'expansion') return this.answerIndex(message);
    const data = await this.data;
    if (message.type === 'location') {
      const known = Number.isInteger(message.index) && message.index >= 0 && message.index < data.count;
      this.post({ type: 'location', request: message.request, location: known ? data.location(message.index) : null });
      return;
    }
    const indices = data.filter(message.q, message.movie);
    const { lat, lon } = data.payload.locations;
    const movie = message.movie ? data.movieIndex(message.movie) : -1;
    this.post({
      type: 'filtered',
      request: message.request,
      version: message.request,
      narrowed: Boolean(message.q.trim() || message.movie),
      count: indices.length,
      movieTitle: movie >= 0 ? data.payload.movies.title[movie] : null,
      bounds: boundsOf(lon, lat, indices),
    });
    if (message.request !== this.latest) return;
    let answered = () => {};
    const asked = new Promise<void>((resolve) => (answered = resolve));
    this.current = { version: message.request, indices, quick: null, full: null, asked, answered };
    await this.build(this.current, data);
  }

  private async build(current: Current, data: MapData): Promise<void> {
    const { lat, lon } = data.payload.locations;
    const live = async () => {
      await this.nextTask();
      return this.current === current;
    };
    const kinds: IndexKind[] = usesQuickIndex(current.indices.length) ? ['quick', 'full'] : ['full'];
    for (const kind of kinds) {
      if (!(await live())) return;
      const index = await buildIndex(lon, lat, current.indices, kind === 'quick' ? QUICK_MAX_ZOOM : undefined, live);
      if (!index) return;
      current[kind] = index;
      this.post({ type: 'index', version: current.version, kind });
      // The page's first markers come from the quick index: its questions must not wait behind
      // the first level of the full build (the longest one).
      if (kind === 'quick')
        await Promise.race([current.asked, new Promise((resolve) => setTimeout(resolve, FIRST_QUESTION_MS))]);
    }
  }

  private async answerIndex(message: Extract<MapDataRequest, { type: 'clusters' | 'expansion' }>): Promise<void> {
    const current = this.current?.version === message.version ? this.current : null;
    const index = current?.[message.kind] ?? null;
    if (message.type === 'expansion') {
      this.post({
        type: 'expansion',
        request: message.request,
        zoom: index ? index.getClusterExpansionZoom(message.clusterId) : null,
      });
      return;
    }
    const usable = index && !(message.kind === 'quick' && message.zoom > QUICK_MAX_ZOOM);
    const data = usable ? await this.data : null;
    this.post({
      type: 'clusters',
      request: message.request,
      items: index && data ? clustersIn(index, message.bbox, message.zoom, (i) => data.label(i)) : null,
    });
    if (index) current?.answered();
  }
}
