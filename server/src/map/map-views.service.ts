import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  FIRST_VIEW_MAX_ZOOM,
  MAP_MIN_ZOOM,
  mapLocationLabel,
  type MapOverview,
  type MapPlace,
  type MapSummary,
  type MapView,
  type MapViewItem,
} from '../contracts/map.js';
import { LOCATION_KINDS, LOCATION_PRECISIONS } from '../contracts/locations.js';
import { likeLiteral } from '../database/index.js';
import { LocationsService } from '../locations/index.js';
import {
  joinPoints,
  MapLocationsRepository,
  type FoldedName,
  type MapDetailRow,
  type MapFilterSql,
  type MapPoints,
} from './map-locations.repository.js';
import type { Bbox } from './view-index.js';
import { ViewIndexRunner } from './view-index-runner.js';

/** Heap blocks per page (8 kB each): ~20,000 locations, a short read and parse. */
const PAGE_BLOCKS = 2_048;
/** Filters' indexes kept besides every version's unfiltered one: at most this many, holding at most FILTER_CACHE_POINTS. */
const FILTER_CACHE_ENTRIES = 32;
const FILTER_CACHE_POINTS = 300_000;
const WORLD: Bbox = [-180, -90, 180, 90];

export interface MapFilter {
  q: string;
  movie: string;
}

/** One filter's result over one data version: its index in the runner, the ids of its locations. */
interface Entry {
  key: string;
  version: string;
  summary: MapSummary;
  /** 16 bytes per location (its uuid), in index order: a million uuid strings would be ~60 MB. */
  ids: Buffer;
  epoch: number;
}

/**
 * The map answered per view (above MAP_FULL_PAYLOAD_MAX locations; ARCHITECTURE, Maps): per data
 * version, the unfiltered locations' cluster index, and per filter (?q=, ?movie=) the index of its
 * matches, found by PostgreSQL and kept in a small LRU. The indexes live in a worker thread
 * (ViewIndexRunner); this side keeps the summaries and the locations' ids, and fetches what a
 * view's locations show (name, movie, city...) from PostgreSQL when the view is asked for.
 * While a new data version's index is built, views are answered from the previous one.
 */
@Injectable()
export class MapViewsService implements OnModuleDestroy {
  private readonly runner = new ViewIndexRunner();
  private readonly entries = new Map<string, Promise<Entry>>();
  /** Locations in each built entry's index (the LRU's measure). */
  private readonly counts = new Map<string, number>();
  /** The newest data version whose unfiltered index is built, and the one being built. */
  private ready: string | null = null;
  private building: string | null = null;
  private countries?: { version: string; names: Promise<FoldedName[]> };
  private overviews?: { version: string; overview: Promise<MapOverview> };

  constructor(
    private readonly repository: MapLocationsRepository,
    private readonly locations: LocationsService,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await this.runner.close();
  }

  async summary(version: string, filter: MapFilter): Promise<MapSummary> {
    return (await this.entry(await this.usable(version), filter)).summary;
  }

  async view(version: string, filter: MapFilter, bbox: Bbox, zoom: number): Promise<MapView | null> {
    const entry = await this.entry(await this.usable(version), filter);
    const items = await this.runner.view(entry.key, bbox, zoom).catch((error: unknown) => {
      this.forgetAll(entry.epoch);
      throw error;
    });
    if (!items) return null;
    const ids = items.flatMap((item) => (item.kind === 'location' ? [uuidAt(entry.ids, item.index)] : []));
    const places = new Map((ids.length ? await this.repository.details(ids) : []).map((row) => [row.id, placeOf(row)]));
    return {
      items: items.flatMap((item): MapViewItem[] => {
        if (item.kind === 'cluster') return [item];
        const place = places.get(uuidAt(entry.ids, item.index));
        // Deleted since the index was built: left out until the new version's index is there.
        if (!place) return [];
        return [{ ...item, label: mapLocationLabel(place.name, place.movie.title), place }];
      }),
    };
  }

  /** Whether some version's index is built (views are answered without waiting for a first build). */
  get hasIndex(): boolean {
    return this.ready !== null;
  }

  /** The unfiltered map's first view (MapOverview) from the server's index: the levels of zooms -1..2. */
  async overview(version: string): Promise<MapOverview> {
    const usable = await this.usable(version);
    if (this.overviews?.version !== usable) {
      const overview = this.buildOverview(usable);
      this.overviews = { version: usable, overview };
      overview.catch(() => this.overviews?.overview === overview && (this.overviews = undefined));
    }
    return this.overviews.overview;
  }

  private async buildOverview(version: string): Promise<MapOverview> {
    const filter = { q: '', movie: '' };
    const { summary } = await this.entry(version, filter);
    const levels = [];
    for (let zoom = MAP_MIN_ZOOM; zoom <= FIRST_VIEW_MAX_ZOOM; zoom++)
      levels.push((await this.view(version, filter, WORLD, zoom))?.items ?? []);
    return { count: summary.count, bounds: summary.bounds, levels };
  }

  /**
   * The version to answer from: `version` once its unfiltered index is built; meanwhile the
   * previous one (a build over a million places takes seconds). The first build is waited for.
   */
  private async usable(version: string): Promise<string> {
    if (this.ready === version) return version;
    const build = this.entry(version, { q: '', movie: '' });
    if (this.building !== version) {
      this.building = version;
      void build.then(
        () => {
          const previous = this.ready;
          this.ready = version;
          if (this.building === version) this.building = null;
          if (previous) this.dropVersion(previous);
        },
        () => this.building === version && (this.building = null),
      );
    }
    if (this.ready) return this.ready;
    await build;
    return version;
  }

  private entry(version: string, filter: MapFilter): Promise<Entry> {
    const key = [version, filter.q.trim().toLowerCase(), filter.movie].join('\u0000');
    const cached = this.entries.get(key);
    if (cached) {
      // Least recently used first: a hit moves to the end.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const entry = this.build(key, version, filter);
    this.entries.set(key, entry);
    entry.then(
      (built) => {
        this.counts.set(key, built.summary.count);
        this.evict();
      },
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    return entry;
  }

  private async build(key: string, version: string, filter: MapFilter): Promise<Entry> {
    const narrowed = Boolean(filter.q.trim() || filter.movie);
    const movie = filter.movie ? await this.repository.movieBySlug(filter.movie) : null;
    const sql = narrowed ? await this.filterSql(version, filter.q, movie?.id ?? null) : null;
    const points =
      filter.movie && !movie
        ? { ids: Buffer.alloc(0), lon: new Float64Array(0), lat: new Float64Array(0) }
        : await this.points(sql);
    const epoch = this.runner.epoch;
    const { count, bounds } = await this.runner.build(key, points.lon, points.lat);
    return {
      key,
      version,
      epoch,
      ids: points.ids,
      summary: { narrowed, count, movieTitle: movie?.title ?? null, bounds },
    };
  }

  /**
   * Every location, or a filter's matches: those of a movie or of a word of three characters or
   * more in one statement that an index serves, the others in pages of heap blocks.
   */
  private async points(filter: MapFilterSql | null): Promise<MapPoints> {
    if (filter?.indexed) return this.repository.matchingPoints(filter);
    const pages: MapPoints[] = [];
    const blocks = await this.repository.blocks();
    for (let from = 0; from <= blocks; from += PAGE_BLOCKS) {
      // The last page is open-ended: rows stored past the end counted above are read too.
      const to = from + PAGE_BLOCKS > blocks ? null : from + PAGE_BLOCKS;
      pages.push(await this.repository.pointsPage(filter, from, to));
    }
    return joinPoints(pages);
  }

  /**
   * SPEC §2 Map search on the server: every word must be in the location's name, city, country or
   * movie title, accent- and case-insensitively (as the data worker filters). Words are folded by
   * the database's search_fold (as admin_text, which holds name, city and movie title folded, is);
   * the few countries are folded once per data version and matched here, so the query compares
   * plain values instead of folding a million rows.
   */
  private async filterSql(version: string, q: string, movieId: string | null): Promise<MapFilterSql> {
    const raw = q.trim().split(/\s+/).filter(Boolean);
    if (!raw.length) return { movieId, words: [], indexed: movieId !== null };
    if (this.countries?.version !== version) {
      const names = this.locations.countries().then((found) => this.repository.foldedNames(found));
      this.countries = { version, names };
      // A failed read is not kept: the next filter asks again.
      names.catch(() => this.countries?.names === names && (this.countries = undefined));
    }
    const [countries, words] = await Promise.all([this.countries.names, this.repository.fold(raw)]);
    return {
      movieId,
      words: words.map((word) => ({
        like: `%${likeLiteral(word)}%`,
        countries: countries.filter((name) => name.folded.includes(word)).map((name) => name.name),
      })),
      indexed: movieId !== null || words.some((word) => [...word].length >= 3),
    };
  }

  /** Drops the least recently used filters' indexes beyond FILTER_CACHE_ENTRIES or FILTER_CACHE_POINTS. */
  private evict(): void {
    const filtered = [...this.entries.keys()].filter((key) => !key.endsWith('\u0000\u0000') && this.counts.has(key));
    let points = filtered.reduce((sum, key) => sum + this.counts.get(key)!, 0);
    for (
      let i = 0;
      i < filtered.length && (filtered.length - i > FILTER_CACHE_ENTRIES || points > FILTER_CACHE_POINTS);
      i++
    ) {
      points -= this.counts.get(filtered[i])!;
      this.forget(filtered[i]);
    }
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.counts.delete(key);
    void entry.then((e) => this.runner.drop(e.key)).catch(() => undefined);
  }

  private dropVersion(version: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${version}\u0000`)) this.forget(key);
  }

  /** The worker died: its indexes are gone, every entry built in it is forgotten. */
  private forgetAll(epoch: number): void {
    if (this.runner.epoch === epoch) return;
    this.entries.clear();
    this.counts.clear();
    this.ready = this.building = null;
    this.overviews = undefined;
  }
}

function uuidAt(ids: Buffer, index: number): string {
  const hex = ids.toString('hex', index * 16, index * 16 + 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function placeOf(row: MapDetailRow): MapPlace {
  return {
    slug: row.slug,
    name: row.name,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    movie: { slug: row.movie_slug, title: row.movie_title, year: row.movie_year },
    precision: LOCATION_PRECISIONS.includes(row.precision) ? row.precision : 'exact',
    kind: LOCATION_KINDS.includes(row.kind) ? row.kind : 'filmed_here',
  };
}
