import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A PROTOCOL DOUBLE OF MEILISEARCH, NOT MEILISEARCH. It answers the subset of Meilisearch v1.12's
 * HTTP API that the adapter (server/src/search/meilisearch/) uses, with Meilisearch's documented
 * shapes: enqueued tasks (202) and task objects (`status: failed` with an `error`), error bodies
 * (`index_not_found`, `invalid_search_filter`, `invalid_search_sort`, `invalid_document_filter`),
 * settings with their defaults, index stats and swap-indexes. It is not a search engine: a search
 * returns the documents that contain every query word anywhere, unranked, and filters understand
 * only `attr = value` and `attr >= number` joined by AND. Relevance is tested against the real
 * engine (search-meilisearch.test.ts with MEILI_URL) and on the PostgreSQL adapter.
 *
 * Faults on demand: a task that fails with a given error, a request that never answers, the
 * whole server stopped and started again on the same port.
 */

type Doc = Record<string, unknown>;
type Settings = Record<string, unknown>;

export interface TaskError {
  code: string;
  message: string;
}

export interface DoubleTask {
  uid: number;
  batchUid: number;
  indexUid: string | null;
  status: 'succeeded' | 'failed';
  type: string;
  canceledBy: null;
  details: Record<string, unknown>;
  error: (TaskError & { type: string; link: string }) | null;
  duration: string;
  enqueuedAt: string;
  startedAt: string;
  finishedAt: string;
}

interface Index {
  primaryKey: string | null;
  docs: Map<string, Doc>;
  settings: Settings;
  createdAt: string;
}

export interface MeilisearchDouble {
  url: string;
  /** Every request as `METHOD /path`, in order. */
  requests: string[];
  tasks: DoubleTask[];
  /** The next task that matches fails with `error` (once per call). */
  failNextTask(match: { type?: string; indexUid?: string }, error: TaskError): void;
  /** Requests that match are never answered (until the double closes). */
  hang(match: (method: string, path: string) => boolean): void;
  /** Stops hanging requests, and answers the ones held so far (unless the client gave up). */
  stopHanging(): void;
  /** Refuses connections (the service stopped) until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  indexUids(): string[];
  documents(uid: string): Doc[];
  settings(uid: string): Settings | undefined;
  /** Creates an index with Meilisearch's default settings (as addDocuments to a missing index does). */
  createBareIndex(uid: string, primaryKey?: string): void;
  /** Puts documents straight into an existing index (no task, settings untouched). */
  putDocuments(uid: string, docs: Doc[]): void;
  deleteIndex(uid: string): void;
  close(): Promise<void>;
}

export const DEFAULT_SETTINGS: Settings = {
  displayedAttributes: ['*'],
  searchableAttributes: ['*'],
  filterableAttributes: [],
  sortableAttributes: [],
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
  stopWords: [],
  nonSeparatorTokens: [],
  separatorTokens: [],
  dictionary: [],
  synonyms: {},
  distinctAttribute: null,
  proximityPrecision: 'byWord',
  typoTolerance: {
    enabled: true,
    minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
    disableOnWords: [],
    disableOnAttributes: [],
  },
  faceting: { maxValuesPerFacet: 100, sortFacetValuesBy: { '*': 'alpha' } },
  pagination: { maxTotalHits: 1000 },
  embedders: {},
  searchCutoffMs: null,
  localizedAttributes: null,
  facetSearch: true,
  prefixSearch: 'indexingTime',
};

/** Meilisearch keeps these as sets and answers them sorted. */
const SET_SETTINGS = ['filterableAttributes', 'sortableAttributes', 'stopWords', 'nonSeparatorTokens'];

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const errorBody = (code: string, message: string) => ({
  message,
  code,
  type: 'invalid_request',
  link: `https://docs.meilisearch.com/errors#${code}`,
});

const indexNotFound = (uid: string) => new ApiError(404, 'index_not_found', `Index \`${uid}\` not found.`);

export async function startMeilisearchDouble(): Promise<MeilisearchDouble> {
  const indexes = new Map<string, Index>();
  const tasks: DoubleTask[] = [];
  const failures: { match: { type?: string; indexUid?: string }; error: TaskError }[] = [];
  let hangs: ((method: string, path: string) => boolean)[] = [];
  const requests: string[] = [];
  let port = 0;

  const newIndex = (primaryKey: string | null = null): Index => ({
    primaryKey,
    docs: new Map(),
    settings: structuredClone(DEFAULT_SETTINGS),
    createdAt: new Date().toISOString(),
  });

  /** Runs a task's work at once; its object says succeeded or failed, as Meilisearch's would later. */
  const enqueue = (type: string, indexUid: string | null, work: () => Record<string, unknown>) => {
    const now = new Date().toISOString();
    const task: DoubleTask = {
      uid: tasks.length,
      batchUid: tasks.length,
      indexUid,
      status: 'succeeded',
      type,
      canceledBy: null,
      details: {},
      error: null,
      duration: 'PT0.001S',
      enqueuedAt: now,
      startedAt: now,
      finishedAt: now,
    };
    const injected = failures.findIndex(
      ({ match }) => (!match.type || match.type === type) && (!match.indexUid || match.indexUid === indexUid),
    );
    try {
      if (injected >= 0) {
        const [{ error }] = failures.splice(injected, 1);
        throw new ApiError(400, error.code, error.message);
      }
      task.details = work();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      task.status = 'failed';
      task.error = errorBody(error.code, error.message);
    }
    tasks.push(task);
    return { status: 202, body: { taskUid: task.uid, indexUid, status: 'enqueued', type, enqueuedAt: now } };
  };

  const existing = (uid: string) => {
    const index = indexes.get(uid);
    if (!index) throw indexNotFound(uid);
    return index;
  };

  const addDocuments = (uid: string, docs: Doc[], primaryKey?: string) => {
    // Like Meilisearch: a missing index is created, with default settings.
    let index = indexes.get(uid);
    if (!index) indexes.set(uid, (index = newIndex(primaryKey ?? null)));
    index.primaryKey ??= primaryKey ?? 'id';
    for (const doc of docs) index.docs.set(String(doc[index.primaryKey]), doc);
    return { receivedDocuments: docs.length, indexedDocuments: docs.length };
  };

  const checkFilterable = (index: Index, filter: unknown, code: string) => {
    const allowed = index.settings.filterableAttributes as string[];
    for (const attribute of filterAttributes(filter))
      if (!allowed.includes(attribute))
        throw new ApiError(
          400,
          code,
          `Attribute \`${attribute}\` is not filterable. Available filterable attributes are: \`${allowed.join(', ')}\`.`,
        );
  };

  const route = (method: string, url: string, body: unknown): { status: number; body: unknown } => {
    const [path, query = ''] = url.split('?');
    const parts = path.split('/').filter(Boolean);
    const ok = (value: unknown) => ({ status: 200, body: value });
    if (method === 'GET' && path === '/health') return ok({ status: 'available' });
    if (method === 'GET' && parts[0] === 'tasks' && parts.length === 2) {
      const task = tasks[Number(parts[1])];
      if (!task) throw new ApiError(404, 'task_not_found', `Task \`${parts[1]}\` not found.`);
      return ok(task);
    }
    if (method === 'POST' && path === '/swap-indexes') return swap(body);
    if (parts[0] !== 'indexes') throw new ApiError(404, 'not_found', 'Not found.');
    if (parts.length === 1 && method === 'POST') {
      const { uid, primaryKey } = body as { uid: string; primaryKey?: string };
      return enqueue('indexCreation', uid, () => {
        if (indexes.has(uid)) throw new ApiError(400, 'index_already_exists', `Index \`${uid}\` already exists.`);
        indexes.set(uid, newIndex(primaryKey ?? null));
        return { primaryKey: primaryKey ?? null };
      });
    }
    const uid = decodeURIComponent(parts[1]);
    const rest = parts.slice(2).join('/');
    if (rest === '' && method === 'GET') {
      const index = existing(uid);
      return ok({ uid, primaryKey: index.primaryKey, createdAt: index.createdAt, updatedAt: index.createdAt });
    }
    if (rest === '' && method === 'DELETE')
      return enqueue('indexDeletion', uid, () => {
        existing(uid);
        indexes.delete(uid);
        return { deletedDocuments: 0 };
      });
    if (rest === 'settings' && method === 'GET') return ok(answerSettings(existing(uid).settings));
    if (rest === 'settings' && method === 'PATCH')
      return enqueue('settingsUpdate', uid, () => {
        let index = indexes.get(uid);
        if (!index) indexes.set(uid, (index = newIndex()));
        for (const [key, value] of Object.entries(body as Settings)) {
          const current = index.settings[key];
          index.settings[key] =
            value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
              ? { ...(current as object), ...(value as object) }
              : value;
        }
        return body as Settings;
      });
    if (rest === 'stats' && method === 'GET') {
      const index = existing(uid);
      return ok({ numberOfDocuments: index.docs.size, isIndexing: false, fieldDistribution: {} });
    }
    if (rest === 'documents' && (method === 'POST' || method === 'PUT')) {
      const primaryKey = new URLSearchParams(query).get('primaryKey') ?? undefined;
      return enqueue('documentAdditionOrUpdate', uid, () => addDocuments(uid, body as Doc[], primaryKey));
    }
    if (rest === 'documents' && method === 'GET') return ok({ results: [...existing(uid).docs.values()] });
    if (parts[2] === 'documents' && parts.length === 4 && method === 'GET') {
      const doc = existing(uid).docs.get(decodeURIComponent(parts[3]));
      if (!doc) throw new ApiError(404, 'document_not_found', `Document \`${parts[3]}\` not found.`);
      return ok(doc);
    }
    if (rest === 'documents' && method === 'DELETE')
      return enqueue('documentDeletion', uid, () => {
        const index = existing(uid);
        const deletedDocuments = index.docs.size;
        index.docs.clear();
        return { deletedDocuments };
      });
    if (rest === 'documents/delete-batch' && method === 'POST')
      return enqueue('documentDeletion', uid, () => {
        const index = existing(uid);
        for (const id of body as string[]) index.docs.delete(String(id));
        return { providedIds: (body as string[]).length };
      });
    if (rest === 'documents/delete' && method === 'POST')
      return enqueue('documentDeletion', uid, () => {
        const index = existing(uid);
        const { filter } = body as { filter: unknown };
        checkFilterable(index, filter, 'invalid_document_filter');
        let deletedDocuments = 0;
        for (const [id, doc] of index.docs)
          if (matchesFilter(doc, filter)) {
            index.docs.delete(id);
            deletedDocuments++;
          }
        return { originalFilter: JSON.stringify(filter), deletedDocuments };
      });
    if (rest === 'search' && method === 'POST') return ok(search(uid, body as SearchBody));
    throw new ApiError(404, 'not_found', 'Not found.');
  };

  interface SearchBody {
    q?: string;
    filter?: unknown;
    sort?: string[];
    limit?: number;
    offset?: number;
  }

  const search = (uid: string, body: SearchBody) => {
    const index = existing(uid);
    const started = Date.now();
    checkFilterable(index, body.filter, 'invalid_search_filter');
    const sortable = index.settings.sortableAttributes as string[];
    for (const rule of body.sort ?? []) {
      const attribute = rule.split(':')[0];
      if (!sortable.includes(attribute))
        throw new ApiError(
          400,
          'invalid_search_sort',
          `Attribute \`${attribute}\` is not sortable. Available sortable attributes are: \`${sortable.join(', ')}\`.`,
        );
    }
    const words = (body.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const found = [...index.docs.values()].filter(
      (doc) =>
        matchesFilter(doc, body.filter) &&
        words.every((word) =>
          Object.values(doc).some((value) => typeof value === 'string' && value.toLowerCase().includes(word)),
        ),
    );
    const offset = body.offset ?? 0;
    const limit = body.limit ?? 20;
    return {
      hits: found.slice(offset, offset + limit).map((doc) => ({ ...doc, _formatted: { ...doc } })),
      query: body.q ?? '',
      processingTimeMs: Date.now() - started,
      limit,
      offset,
      estimatedTotalHits: found.length,
    };
  };

  const swap = (body: unknown) => {
    const swaps = body as { indexes: [string, string] }[];
    for (const item of swaps) {
      // v1.12 knows only `indexes`: any other field is refused before a task is made.
      const unknown = Object.keys(item).find((key) => key !== 'indexes');
      if (unknown) throw new ApiError(400, 'bad_request', `Unknown field \`${unknown}\`: expected one of \`indexes\``);
    }
    return enqueue('indexSwap', null, () => {
      for (const { indexes: pair } of swaps) for (const uid of pair) existing(uid);
      for (const {
        indexes: [a, b],
      } of swaps) {
        const first = existing(a);
        indexes.set(a, existing(b));
        indexes.set(b, first);
      }
      return { swaps: swaps.map(({ indexes: pair }) => ({ indexes: pair })) };
    });
  };

  const pending = new Map<http.ServerResponse, () => void>();
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      const path = url.split('?')[0];
      requests.push(`${method} ${path}`);
      const respond = () => {
        let answer: { status: number; body: unknown };
        try {
          answer = route(method, url, raw ? JSON.parse(raw) : undefined);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          answer = { status: error.status, body: errorBody(error.code, error.message) };
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      };
      if (hangs.some((match) => match(method, path))) pending.set(res, respond);
      else respond();
    });
  };

  let server = http.createServer(handler);
  const listen = (at: number) =>
    new Promise<void>((resolve) => {
      server = http.createServer(handler);
      server.listen(at, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const shut = () =>
    new Promise<void>((resolve) => {
      for (const res of pending.keys()) res.destroy();
      pending.clear();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen(0);

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    tasks,
    failNextTask: (match, error) => failures.push({ match, error }),
    hang: (match) => hangs.push(match),
    stopHanging: () => {
      hangs = [];
      for (const [res, respond] of pending) if (!res.destroyed && !res.socket?.destroyed) respond();
      pending.clear();
    },
    stop: shut,
    start: () => listen(port),
    indexUids: () => [...indexes.keys()],
    documents: (uid) => [...(indexes.get(uid)?.docs.values() ?? [])],
    settings: (uid) => {
      const index = indexes.get(uid);
      return index && answerSettings(index.settings);
    },
    createBareIndex: (uid, primaryKey = 'id') => void indexes.set(uid, newIndex(primaryKey)),
    deleteIndex: (uid) => void indexes.delete(uid),
    putDocuments: (uid, docs) => {
      const index = indexes.get(uid)!;
      for (const doc of docs) index.docs.set(String(doc[index.primaryKey ?? 'id']), doc);
    },
    close: shut,
  };
}

function answerSettings(settings: Settings): Settings {
  const copy = structuredClone(settings);
  for (const key of SET_SETTINGS) if (Array.isArray(copy[key])) copy[key] = [...new Set(copy[key] as string[])].sort();
  return copy;
}

/** The attribute names a filter compares (`year = 1974`, `rating_average >= 4`, ...). */
function filterAttributes(filter: unknown): string[] {
  return filterClauses(filter).flatMap((clause) => {
    const match = /^\s*([A-Za-z_][\w.]*)\s*(?:!=|>=|<=|=|>|<)/.exec(clause);
    return match ? [match[1]] : [];
  });
}

function filterClauses(filter: unknown): string[] {
  if (filter === undefined || filter === null) return [];
  if (typeof filter === 'string') return filter.split(/\s+AND\s+/);
  return (filter as unknown[]).flatMap((item) => filterClauses(item));
}

function matchesFilter(doc: Doc, filter: unknown): boolean {
  return filterClauses(filter).every((clause) => {
    const match = /^\s*([A-Za-z_][\w.]*)\s*(>=|=)\s*(.+?)\s*$/.exec(clause);
    if (!match) return true;
    const [, attribute, operator, raw] = match;
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\"/g, '"') : Number(raw);
    const actual = doc[attribute];
    if (operator === '>=') return typeof actual === 'number' && actual >= Number(value);
    return String(actual) === String(value);
  });
}

/**
 * An app started on an empty double rebuilds its index once in the background (the start-up
 * reconciliation); tests that count tasks or requests wait for that to end first.
 */
export async function startupRebuildDone(
  double: MeilisearchDouble,
  rebuildUnderWay: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (double.documents('reelatlas_meta').length === 0 || (await rebuildUnderWay())) {
    if (Date.now() > deadline) throw new Error('the start-up rebuild did not finish in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
