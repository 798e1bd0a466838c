/**
 * The one HTTP client of the app (STYLE: one API client). It speaks JSON to /api and
 * turns non-2xx answers into ApiError with the server's message, so callers can show
 * it or branch on `status` (404 → not-found state).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** A file sent as the raw body (a photo upload) instead of JSON. */
  file?: Blob;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  signal?: AbortSignal;
  /** Auth endpoints themselves must not trigger the refresh-and-retry. */
  skipAuthRefresh?: boolean;
}

/**
 * The access token lives only in this module's memory (never localStorage, never a URL);
 * the auth provider sets it and registers how to get a new one from the refresh cookie.
 */
let accessToken: string | null = null;
let refreshAccessToken: (() => Promise<string | null>) | null = null;
let refreshing: Promise<string | null> | null = null;

export const authTokens = {
  set: (token: string | null) => {
    accessToken = token;
  },
  onRefresh: (refresh: (() => Promise<string | null>) | null) => {
    refreshAccessToken = refresh;
  },
};

/** Concurrent 401s share one refresh, so a rotating refresh token is used only once. */
function refreshOnce(): Promise<string | null> {
  if (!refreshAccessToken) return Promise.resolve(null);
  refreshing ??= refreshAccessToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A token to send: the one held, else one renewed from the refresh cookie (after a reload without
 * a connection, the page has none); null without a session.
 */
export const ensureAccessToken = (): Promise<string | null> =>
  accessToken ? Promise.resolve(accessToken) : refreshOnce();

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendSignedIn(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A file the API answers (a trip's GPX), with the name its Content-Disposition gives, if any. */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const response = await sendSignedIn(path, {});
  return { blob: await response.blob(), filename: attachmentName(response.headers.get('Content-Disposition')) };
}

async function sendSignedIn(path: string, options: RequestOptions): Promise<Response> {
  let response = await send(path, options, accessToken);
  if (response.status === 401 && accessToken && !options.skipAuthRefresh) {
    // One refresh-and-retry: the access token is short-lived and may have just expired.
    const renewed = await refreshOnce();
    if (renewed) response = await send(path, options, renewed);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** RFC 6266: the UTF-8 `filename*` when given, else the plain `filename`. */
function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: fall back to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers: {
      Accept: 'application/json',
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(options.file ? { 'Content-Type': 'application/octet-stream' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: options.file ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    credentials: 'same-origin',
    signal: options.signal,
  });
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, options: Pick<RequestOptions, 'skipAuthRefresh'> = {}) =>
    apiRequest<T>(path, { method: 'POST', body: body ?? {}, ...options }),
  put: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T = void>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  upload: <T>(path: string, file: Blob, query: Query) => apiRequest<T>(path, { method: 'POST', file, query }),
};

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { message?: string | string[] } | null;
  const message = Array.isArray(body?.message) ? body.message.join(', ') : (body?.message ?? response.statusText);
  return new ApiError(response.status, message || 'Request failed', body);
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
