import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import type { TripDetail } from '@contracts';
import { ensureAccessToken } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { keepSavedTripCurrent } from '@/lib/offline/save-trip-for-offline';
import {
  applyPendingEdits,
  isNetworkFailure,
  outboxSnapshot,
  queueEdit,
  queuedEdits,
  sendQueuedEdits,
  sendTripEdit,
  subscribeToOutbox,
  type PendingTripEdit,
  type TripEdit,
} from '@/lib/offline/trip-outbox';
import { tripKeys } from './trip-keys';

/*
 * Trip writes that survive a lost connection (ARCHITECTURE.md, Offline): a note, the order, a
 * removed stop and the trip's name or settings go through useKeptTripWrite. When the request
 * cannot reach the server the edit is kept in the user's outbox (lib/offline/trip-outbox.ts) and
 * the trip shows it at once; sendKeptEdits sends the outbox when the connection returns.
 */

/** The trip with the user's edits that are still waiting applied (what the trip page shows). */
export const withPendingEdits = (userId: string, trip: TripDetail): TripDetail =>
  applyPendingEdits(trip, queuedEdits(userId, trip.id));

/** What an edit is called in the "Waiting to sync" list and in a refusal's message. */
export function editLabel(edit: TripEdit, trip: TripDetail | undefined): string {
  const stopName = (stopId: string) => trip?.stops.find((stop) => stop.id === stopId)?.place.name ?? 'a stop';
  switch (edit.kind) {
    case 'note':
      return `the note for ${stopName(edit.stopId)}`;
    case 'order':
      return 'the new order of the stops';
    case 'remove':
      return `removing ${stopName(edit.stopId)}`;
    case 'trip':
      return edit.input.name !== undefined ? `the new name “${edit.input.name}”` : 'the trip’s day settings';
  }
}

/**
 * Sends an edit of a trip; answers the trip as it now stands. Without a connection (or while
 * earlier edits of this trip still wait, so the order holds) the edit is kept and the answer is
 * the trip with it applied; a trip this page has not read (a card of the list) is not edited
 * offline: the failure throws as before. A refusal from the server throws as before.
 */
export function useKeptTripWrites() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return async (tripId: string, edit: TripEdit): Promise<TripDetail> => {
    const current = queryClient.getQueryData<TripDetail>(tripKeys.detail(userId, tripId));
    if (!current || queuedEdits(userId, tripId).length === 0) {
      try {
        const trip = await sendTripEdit(tripId, edit);
        void keepSavedTripCurrent(userId, trip).catch(() => undefined);
        return trip;
      } catch (error) {
        if (!current || !isNetworkFailure(error)) throw error;
      }
    }
    const label = editLabel(edit, current);
    const pending = queueEdit(userId, tripId, edit, label);
    // After the caller's own "saved" message, so this one is the toast in front.
    setTimeout(() => toast.info(`No connection: ${label} is kept on this device and sent when you are back online.`));
    return applyPendingEdits(current, [pending]);
  };
}

/** useKeptTripWrites for one trip. */
export function useKeptTripWrite(tripId: string) {
  const write = useKeptTripWrites();
  return (edit: TripEdit) => write(tripId, edit);
}

/** The trip's edits waiting to be sent, kept current as the outbox changes. */
export function usePendingEdits(tripId: string): PendingTripEdit[] {
  const userId = useAuth().user?.id ?? '';
  const snapshot = useSyncExternalStore(
    subscribeToOutbox,
    () => outboxSnapshot(userId),
    () => '',
  );
  // The snapshot is the stored string: parsed again only when it changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- snapshot stands for the outbox's content
  return useMemo(() => (userId ? queuedEdits(userId, tripId) : []), [snapshot, userId, tripId]);
}

/**
 * Sends the user's kept edits (the connection is back): the session first (a page reloaded
 * offline holds no token), then each edit in order. A sent edit refreshes its trip; a refused one
 * is named in a message and dropped; what could not be sent stays for the next try.
 */
export async function sendKeptEdits(userId: string, queryClient: QueryClient): Promise<void> {
  if (queuedEdits(userId).length === 0) return;
  const token = await ensureAccessToken().catch(() => null);
  if (!token) {
    toast.warning('Sign in to send the trip edits kept on this device.', { id: 'kept-edits-sign-in' });
    return;
  }
  const touched = new Set<string>();
  let sent = 0;
  const result = await sendQueuedEdits(userId, {
    sent: (pending, trip) => {
      sent++;
      touched.add(pending.tripId);
      queryClient.setQueryData(tripKeys.detail(userId, trip.id), withPendingEdits(userId, trip));
      void keepSavedTripCurrent(userId, trip).catch(() => undefined);
    },
    refused: (pending, error) => {
      touched.add(pending.tripId);
      toast.error(`Not saved: ${pending.label}. ${error.message}`, { duration: 15_000 });
    },
  });
  for (const tripId of touched) void queryClient.invalidateQueries({ queryKey: tripKeys.detail(userId, tripId) });
  if (touched.size > 0) void queryClient.invalidateQueries({ queryKey: tripKeys.list(userId) });
  if (result === 'signed-out')
    toast.warning('Sign in to send the trip edits kept on this device.', { id: 'kept-edits-sign-in' });
  else if (result === 'sent' && sent > 0)
    toast.success(sent === 1 ? 'Your offline edit was sent.' : `Your ${sent} offline edits were sent.`);
}
