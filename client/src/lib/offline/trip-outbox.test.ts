import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TripDetail, TripStopView } from '@contracts';
import { ApiError, authTokens } from '@/lib/api-client';
import { server } from '@/test/server';
import {
  applyPendingEdits,
  queueEdit,
  queuedEdits,
  sendQueuedEdits,
  subscribeToOutbox,
  type OutboxHandlers,
} from './trip-outbox';

const stopOf = (id: string, position: number): TripStopView =>
  ({ id, location_id: `place-${id}`, position, day: 1, note: null, visit_minutes: null }) as TripStopView;

const trip = (id = 'trip-1'): TripDetail =>
  ({
    id,
    name: 'Paris',
    stops: [stopOf('a', 0), stopOf('b', 1), stopOf('c', 2)],
    legs: [
      { from_stop_id: 'a', to_stop_id: 'b', metres: 100, minutes: 2, same_day: true },
      { from_stop_id: 'b', to_stop_id: 'c', metres: 100, minutes: 2, same_day: true },
    ],
  }) as TripDetail;

const handlers = () => ({ sent: vi.fn(), refused: vi.fn() }) satisfies OutboxHandlers;

beforeEach(() => localStorage.clear());
afterEach(() => authTokens.set(null));

describe('trip outbox', () => {
  it('keeps edits per user, oldest first, and tells subscribers', () => {
    const changed = vi.fn();
    const unsubscribe = subscribeToOutbox(changed);
    queueEdit('u1', 'trip-1', { kind: 'trip', input: { name: 'Rome' } }, 'the name “Rome”');
    queueEdit('u2', 'trip-9', { kind: 'remove', stopId: 'x' }, 'removing X');
    queueEdit('u1', 'trip-2', { kind: 'remove', stopId: 'b' }, 'removing B');
    unsubscribe();
    expect(changed).toHaveBeenCalledTimes(3);
    expect(queuedEdits('u1').map((edit) => edit.label)).toEqual(['the name “Rome”', 'removing B']);
    expect(queuedEdits('u1', 'trip-2').map((edit) => edit.label)).toEqual(['removing B']);
    expect(queuedEdits('u2').map((edit) => edit.tripId)).toEqual(['trip-9']);
    expect(queuedEdits('u3')).toEqual([]);
  });

  it('sends the edits in the order they were made and empties the outbox', async () => {
    const seen: string[] = [];
    server.use(
      http.patch('/api/trips/:trip/stops/:stop', async ({ request, params }) => {
        seen.push(`note ${String(params.stop)} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(trip());
      }),
      http.put('/api/trips/:trip/stops/order', async ({ request }) => {
        seen.push(`order ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(trip());
      }),
      http.delete('/api/trips/:trip/stops/:stop', ({ params }) => {
        seen.push(`remove ${String(params.stop)}`);
        return HttpResponse.json(trip());
      }),
      http.patch('/api/trips/:trip', async ({ request }) => {
        seen.push(`trip ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(trip());
      }),
    );
    queueEdit('u1', 'trip-1', { kind: 'note', stopId: 'a', input: { note: 'Go early' } }, 'the note for A');
    queueEdit('u1', 'trip-1', { kind: 'order', stopIds: ['c', 'a'] }, 'the new stop order');
    queueEdit('u1', 'trip-1', { kind: 'remove', stopId: 'b' }, 'removing B');
    queueEdit('u1', 'trip-1', { kind: 'trip', input: { name: 'Rome' } }, 'the name “Rome”');
    const on = handlers();
    await expect(sendQueuedEdits('u1', on)).resolves.toBe('sent');
    expect(seen).toEqual([
      'note a {"note":"Go early"}',
      'order {"stop_ids":["c","a"]}',
      'remove b',
      'trip {"name":"Rome"}',
    ]);
    expect(on.sent.mock.calls.map(([pending]) => (pending as { label: string }).label)).toEqual([
      'the note for A',
      'the new stop order',
      'removing B',
      'the name “Rome”',
    ]);
    expect(on.refused).not.toHaveBeenCalled();
    expect(queuedEdits('u1')).toEqual([]);
  });

  it('keeps the edit and those after it when the network fails, and sends them on the next try', async () => {
    let online = false;
    const sent: string[] = [];
    server.use(
      http.patch('/api/trips/:trip', async ({ request }) => {
        if (!online) return HttpResponse.error();
        sent.push(((await request.json()) as { name: string }).name);
        return HttpResponse.json(trip());
      }),
    );
    queueEdit('u1', 'trip-1', { kind: 'trip', input: { name: 'One' } }, 'one');
    queueEdit('u1', 'trip-1', { kind: 'trip', input: { name: 'Two' } }, 'two');
    const on = handlers();
    await expect(sendQueuedEdits('u1', on)).resolves.toBe('offline');
    expect(queuedEdits('u1').map((edit) => edit.label)).toEqual(['one', 'two']);
    expect(on.sent).not.toHaveBeenCalled();
    expect(on.refused).not.toHaveBeenCalled();

    online = true;
    await expect(sendQueuedEdits('u1', on)).resolves.toBe('sent');
    expect(sent).toEqual(['One', 'Two']);
    expect(queuedEdits('u1')).toEqual([]);
  });

  it('keeps the edits on a server fault or an ended session', async () => {
    queueEdit('u1', 'trip-1', { kind: 'remove', stopId: 'a' }, 'removing A');
    server.use(http.delete('/api/trips/:trip/stops/:stop', () => HttpResponse.json({}, { status: 503 })));
    await expect(sendQueuedEdits('u1', handlers())).resolves.toBe('failed');
    server.use(http.delete('/api/trips/:trip/stops/:stop', () => HttpResponse.json({}, { status: 401 })));
    await expect(sendQueuedEdits('u1', handlers())).resolves.toBe('signed-out');
    expect(queuedEdits('u1')).toHaveLength(1);
  });

  it('drops an edit the server refuses (4xx), names it, and goes on with the next', async () => {
    server.use(
      http.delete('/api/trips/:trip/stops/:stop', () =>
        HttpResponse.json({ message: 'Stop not found' }, { status: 404 }),
      ),
      http.patch('/api/trips/:trip', () => HttpResponse.json(trip())),
    );
    queueEdit('u1', 'trip-1', { kind: 'remove', stopId: 'gone' }, 'removing Louvre');
    queueEdit('u1', 'trip-1', { kind: 'trip', input: { name: 'Rome' } }, 'the name “Rome”');
    const on = handlers();
    await expect(sendQueuedEdits('u1', on)).resolves.toBe('sent');
    expect(on.refused).toHaveBeenCalledTimes(1);
    const [pending, error] = on.refused.mock.calls[0] as [{ label: string }, ApiError];
    expect(pending.label).toBe('removing Louvre');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Stop not found' });
    expect(on.sent).toHaveBeenCalledTimes(1);
    expect(queuedEdits('u1')).toEqual([]);
  });

  it("sends only the given user's edits, and one run at a time", async () => {
    let calls = 0;
    server.use(
      http.patch('/api/trips/:trip', () => {
        calls++;
        return HttpResponse.json(trip());
      }),
    );
    queueEdit('u1', 'trip-1', { kind: 'trip', input: { name: 'Mine' } }, 'mine');
    queueEdit('u2', 'trip-2', { kind: 'trip', input: { name: 'Theirs' } }, 'theirs');
    const on = handlers();
    const [first, second] = await Promise.all([sendQueuedEdits('u1', on), sendQueuedEdits('u1', on)]);
    expect([first, second]).toEqual(['sent', 'sent']);
    expect(calls).toBe(1);
    expect(queuedEdits('u1')).toEqual([]);
    expect(queuedEdits('u2').map((edit) => edit.label)).toEqual(['theirs']);
  });

  it('applies the kept edits of the trip to its copy, in order', () => {
    queueEdit('u1', 'trip-1', { kind: 'note', stopId: 'b', input: { note: 'Bring a coat' } }, 'note');
    queueEdit('u1', 'trip-1', { kind: 'order', stopIds: ['c', 'b', 'a'] }, 'order');
    queueEdit('u1', 'trip-1', { kind: 'remove', stopId: 'a' }, 'remove');
    queueEdit('u1', 'trip-1', { kind: 'trip', input: { name: 'Paris at Dawn' } }, 'rename');
    queueEdit('u1', 'trip-2', { kind: 'trip', input: { name: 'Not this one' } }, 'other trip');
    const shown = applyPendingEdits(trip(), queuedEdits('u1'));
    expect(shown.name).toBe('Paris at Dawn');
    expect(shown.stops.map((stop) => [stop.id, stop.position, stop.note])).toEqual([
      ['c', 0, null],
      ['b', 1, 'Bring a coat'],
    ]);
    expect(shown.legs.map((leg) => `${leg.from_stop_id}-${leg.to_stop_id}`)).toEqual(['b-c']);
  });
});
