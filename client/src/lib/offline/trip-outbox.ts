import { TRIPS_API, type StopUpdateInput, type TripDetail, type TripUpdateInput } from '@contracts';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * Trip edits made without a connection (ARCHITECTURE.md, Offline): kept per user in localStorage
 * (the outbox, oldest first), shown on the trip at once, and sent in order when the connection
 * returns. The server's refusal drops the edit and names it; a network failure keeps it for the
 * next try. Nothing is dropped without saying so.
 */
export type TripEdit =
  | { kind: 'note'; stopId: string; input: StopUpdateInput }
  | { kind: 'order'; stopIds: string[] }
  | { kind: 'remove'; stopId: string }
  | { kind: 'trip'; input: TripUpdateInput };

export interface PendingTripEdit {
  id: string;
  tripId: string;
  edit: TripEdit;
  /** What the visitor sees it called: "the note for Louvre", "removing Louvre", "the new stop order". */
  label: string;
  queuedAt: string;
}

const outboxKey = (userId: string) => `reelatlas.offline.outbox.${userId}`;
const listeners = new Set<() => void>();

function readOutbox(userId: string): PendingTripEdit[] {
  try {
    const list = JSON.parse(localStorage.getItem(outboxKey(userId)) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as PendingTripEdit[]) : [];
  } catch {
    return [];
  }
}

function writeOutbox(userId: string, list: PendingTripEdit[]): void {
  if (list.length === 0) localStorage.removeItem(outboxKey(userId));
  else localStorage.setItem(outboxKey(userId), JSON.stringify(list));
  for (const listener of listeners) listener();
}

/** The user's kept edits, oldest first (of one trip when given). */
export function queuedEdits(userId: string, tripId?: string): PendingTripEdit[] {
  const list = readOutbox(userId);
  return tripId ? list.filter((pending) => pending.tripId === tripId) : list;
}

/** Keeps an edit at the end of the user's outbox. */
export function queueEdit(userId: string, tripId: string, edit: TripEdit, label: string): PendingTripEdit {
  const pending: PendingTripEdit = {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
    tripId,
    edit,
    label,
    queuedAt: new Date().toISOString(),
  };
  writeOutbox(userId, [...readOutbox(userId), pending]);
  return pending;
}

function dropEdit(userId: string, id: string): void {
  writeOutbox(
    userId,
    readOutbox(userId).filter((pending) => pending.id !== id),
  );
}

/** The outbox as stored (a string, equal while nothing changed): a snapshot for useSyncExternalStore. */
export const outboxSnapshot = (userId: string): string => localStorage.getItem(outboxKey(userId)) ?? '';

/** Calls back on every change of any outbox (this tab, or another through the storage event). */
export function subscribeToOutbox(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => event.key?.startsWith('reelatlas.offline.outbox.') && onChange();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The fetch never reached the server (no connection, DNS, a dropped socket): fetch's TypeError. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/** Sends one edit as the trips API takes it; answers the trip as it now stands. */
export function sendTripEdit(tripId: string, edit: TripEdit): Promise<TripDetail> {
  switch (edit.kind) {
    case 'note':
      return apiRequest<TripDetail>(TRIPS_API.tripStop(tripId, edit.stopId), { method: 'PATCH', body: edit.input });
    case 'order':
      return apiRequest<TripDetail>(TRIPS_API.tripStopOrder(tripId), {
        method: 'PUT',
        body: { stop_ids: edit.stopIds },
      });
    case 'remove':
      return apiRequest<TripDetail>(TRIPS_API.tripStop(tripId, edit.stopId), { method: 'DELETE' });
    case 'trip':
      return apiRequest<TripDetail>(TRIPS_API.trip(tripId), { method: 'PATCH', body: edit.input });
  }
}

/**
 * The trip as the visitor left it on this device: the server's (or the saved) copy with the kept
 * edits applied in order. Legs and days are the server's until the edits are sent.
 */
export function applyPendingEdits(trip: TripDetail, edits: readonly PendingTripEdit[]): TripDetail {
  return edits
    .filter((pending) => pending.tripId === trip.id)
    .reduce((current, { edit }) => applyEdit(current, edit), trip);
}

function applyEdit(trip: TripDetail, edit: TripEdit): TripDetail {
  switch (edit.kind) {
    case 'note':
      return {
        ...trip,
        stops: trip.stops.map((stop) =>
          stop.id === edit.stopId
            ? {
                ...stop,
                ...(edit.input.note !== undefined ? { note: edit.input.note } : {}),
                ...(edit.input.visit_minutes !== undefined ? { visit_minutes: edit.input.visit_minutes } : {}),
              }
            : stop,
        ),
      };
    case 'order': {
      const byId = new Map(trip.stops.map((stop) => [stop.id, stop]));
      const ordered = edit.stopIds.flatMap((id) => byId.get(id) ?? []);
      // Stops the order does not name (added since) keep their place after the named ones.
      const rest = trip.stops.filter((stop) => !edit.stopIds.includes(stop.id));
      return { ...trip, stops: [...ordered, ...rest].map((stop, position) => ({ ...stop, position })) };
    }
    case 'remove':
      return {
        ...trip,
        stops: trip.stops.filter((stop) => stop.id !== edit.stopId).map((stop, position) => ({ ...stop, position })),
        legs: trip.legs.filter((leg) => leg.from_stop_id !== edit.stopId && leg.to_stop_id !== edit.stopId),
      };
    case 'trip':
      return { ...trip, ...definedOnly(edit.input) };
  }
}

const definedOnly = (input: TripUpdateInput): Partial<TripUpdateInput> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

export interface OutboxHandlers {
  /** The server took the edit: its answer is the trip as it now stands. */
  sent(pending: PendingTripEdit, trip: TripDetail): void;
  /** The server refused it (4xx other than 401): it is dropped; say which and why. */
  refused(pending: PendingTripEdit, error: ApiError): void;
}

/**
 * How a run ended: `sent` (the outbox is empty), `offline` (the network failed again: the rest
 * waits), `signed-out` (401: the rest waits for a sign-in), `failed` (a server fault: the rest waits).
 */
export type OutboxResult = 'sent' | 'offline' | 'signed-out' | 'failed';

const running = new Map<string, Promise<OutboxResult>>();

/**
 * Sends the user's kept edits one at a time, oldest first, each removed once answered. One run per
 * user at a time: a second call while one runs shares it (an edit is never sent twice at once).
 */
export function sendQueuedEdits(
  userId: string,
  handlers: OutboxHandlers,
  send: (pending: PendingTripEdit) => Promise<TripDetail> = (pending) => sendTripEdit(pending.tripId, pending.edit),
): Promise<OutboxResult> {
  const current = running.get(userId);
  if (current) return current;
  const run = drain(userId, handlers, send).finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}

async function drain(
  userId: string,
  handlers: OutboxHandlers,
  send: (pending: PendingTripEdit) => Promise<TripDetail>,
): Promise<OutboxResult> {
  for (let next = readOutbox(userId)[0]; next; next = readOutbox(userId)[0]) {
    let trip: TripDetail;
    try {
      trip = await send(next);
    } catch (error) {
      if (!(error instanceof ApiError)) return isNetworkFailure(error) ? 'offline' : 'failed';
      if (error.status === 401) return 'signed-out';
      // Too many requests or a server fault: the edit is fine, the server may take it later.
      if (error.status === 408 || error.status === 429 || error.status >= 500) return 'failed';
      dropEdit(userId, next.id);
      handlers.refused(next, error);
      continue;
    }
    dropEdit(userId, next.id);
    handlers.sent(next, trip);
  }
  return 'sent';
}
