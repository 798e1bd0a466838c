import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StopUpdateInput, TripDetail } from '@contracts';
import { useAuth } from '@/lib/auth/auth-context';
import { queueEdit, queuedEdits, type TripEdit } from '@/lib/offline/trip-outbox';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { ada, signedInAs } from '@/test/session';
import { PendingEditsNotice } from '../components/PendingEditsNotice';
import { TripEditsSync } from '../components/TripEditsSync';
import { tripDetail } from '../testing/trip-fixtures';
import { useKeptTripWrite } from './kept-trip-edits';
import { tripQueryOptions } from './get-trip';
import { tripKeys } from './trip-keys';

const note: TripEdit = { kind: 'note', stopId: 'stop-sacr-c-ur', input: { note: 'Go at dawn' } };

/** The trip's stops with their notes, a write button and what the layout and trip page add. */
function Harness({ edit = note }: { edit?: TripEdit }) {
  const userId = useAuth().user?.id ?? '';
  const queryClient = useQueryClient();
  const trip = useQuery({ ...tripQueryOptions(userId, 'trip-1'), enabled: Boolean(userId) });
  const write = useKeptTripWrite('trip-1');
  return (
    <>
      <TripEditsSync />
      <PendingEditsNotice tripId="trip-1" />
      <ul aria-label="Notes">
        {trip.data?.stops.map((stop) => (
          <li key={stop.id}>{`${stop.place.name}: ${stop.note ?? 'no note'}`}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() =>
          write(edit).then(
            (answer) => queryClient.setQueryData(tripKeys.detail(userId, 'trip-1'), answer),
            (error: unknown) => queryClient.setQueryData(['refused'], String(error)),
          )
        }
      >
        Write
      </button>
    </>
  );
}

/** The server's trip: notes written by PATCH, while `reachable`; else the request fails as offline. */
function serveTrip() {
  let trip: TripDetail = tripDetail();
  const state = { reachable: true, refuse: null as string | null, notes: [] as StopUpdateInput[] };
  server.use(
    http.get('/api/trips/trip-1', () => (state.reachable ? HttpResponse.json(trip) : HttpResponse.error())),
    http.patch('/api/trips/trip-1/stops/:stopId', async ({ request, params }) => {
      if (!state.reachable) return HttpResponse.error();
      if (state.refuse) return HttpResponse.json({ message: state.refuse }, { status: 404 });
      const input = (await request.json()) as StopUpdateInput;
      state.notes.push(input);
      trip = { ...trip, stops: trip.stops.map((stop) => (stop.id === params.stopId ? { ...stop, ...input } : stop)) };
      return HttpResponse.json(trip);
    }),
  );
  return state;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(() => localStorage.clear());

describe('trip edits kept offline', () => {
  it('keeps an edit made without a connection, shows it waiting, and sends it when the connection returns', async () => {
    signedInAs();
    const remote = serveTrip();
    renderApp(<Harness />);
    expect(await screen.findByText('Sacré-Cœur: no note')).toBeInTheDocument();

    setOnline(false);
    remote.reachable = false;
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    expect(await screen.findByText('Sacré-Cœur: Go at dawn')).toBeInTheDocument();
    expect(screen.getByTestId('pending-edits')).toHaveTextContent('Waiting to sync');
    expect(screen.getByText('The note for Sacré-Cœur')).toBeInTheDocument();
    expect(screen.getByText(/the note for Sacré-Cœur is kept on this device/)).toBeInTheDocument();
    expect(queuedEdits(ada.id)).toHaveLength(1);

    remote.reachable = true;
    setOnline(true);
    expect(await screen.findByText('Your offline edit was sent.')).toBeInTheDocument();
    expect(remote.notes).toEqual([{ note: 'Go at dawn' }]);
    expect(screen.queryByTestId('pending-edits')).not.toBeInTheDocument();
    expect(screen.getByText('Sacré-Cœur: Go at dawn')).toBeInTheDocument();
    expect(queuedEdits(ada.id)).toEqual([]);
  });

  it('sends an edit at once while connected, and a refusal is not kept', async () => {
    signedInAs();
    const remote = serveTrip();
    remote.refuse = 'Stop not found';
    const { queryClient } = renderApp(<Harness />);
    await screen.findByText('Sacré-Cœur: no note');
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(queryClient.getQueryData(['refused'])).toMatch(/Stop not found/));
    expect(queuedEdits(ada.id)).toEqual([]);
    expect(screen.queryByTestId('pending-edits')).not.toBeInTheDocument();
  });

  it('names and drops a kept edit the server refuses when it is sent', async () => {
    signedInAs();
    const remote = serveTrip();
    remote.refuse = 'Stop not found';
    queueEdit(ada.id, 'trip-1', note, 'the note for Sacré-Cœur');
    renderApp(<Harness />);
    expect(await screen.findByText('Not saved: the note for Sacré-Cœur. Stop not found')).toBeInTheDocument();
    expect(queuedEdits(ada.id)).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('pending-edits')).not.toBeInTheDocument());
  });

  it("never sends or shows another user's kept edits", async () => {
    signedInAs();
    serveTrip();
    queueEdit('someone-else', 'trip-1', note, 'the note for Sacré-Cœur');
    renderApp(<Harness />);
    expect(await screen.findByText('Sacré-Cœur: no note')).toBeInTheDocument();
    expect(screen.queryByTestId('pending-edits')).not.toBeInTheDocument();
    expect(queuedEdits('someone-else')).toHaveLength(1);
  });
});
