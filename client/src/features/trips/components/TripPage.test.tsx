import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WALKING_ASSUMPTION } from '@contracts/trip-planning';
import type { BestOrderInput, StopOrderInput, StopUpdateInput, TripDetail, TripUpdateInput } from '@contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signedInAs } from '@/test/session';
import { stop, tripDetail } from '../testing/trip-fixtures';
import { TripPage } from './TripPage';

const three = () => [stop('Café des 2 Moulins', 0), stop('Sacré-Cœur', 1), stop('Canal Saint-Martin', 2)];

/** The trip as the server keeps it: each write answers with the trip as it then stands. */
function serveTrip(initial: TripDetail) {
  let trip = initial;
  const sent: Record<string, unknown> = {};
  server.use(
    http.get('/api/map/config', () => HttpResponse.json({ message: 'unavailable' }, { status: 503 })),
    http.get('/api/trips/trip-1', () => HttpResponse.json(trip)),
    http.put('/api/trips/trip-1/stops/order', async ({ request }) => {
      const { stop_ids } = (await request.json()) as StopOrderInput;
      sent.order = stop_ids;
      trip = {
        ...trip,
        stops: stop_ids.map((id, position) => ({ ...trip.stops.find((s) => s.id === id)!, position })),
      };
      return HttpResponse.json(trip);
    }),
    http.patch('/api/trips/trip-1/stops/:stopId', async ({ request, params }) => {
      const input = (await request.json()) as StopUpdateInput;
      sent.stop = { id: params.stopId, ...input };
      trip = { ...trip, stops: trip.stops.map((s) => (s.id === params.stopId ? { ...s, ...input } : s)) };
      return HttpResponse.json(trip);
    }),
    http.delete('/api/trips/trip-1/stops/:stopId', ({ params }) => {
      trip = { ...trip, stops: trip.stops.filter((s) => s.id !== params.stopId) };
      return HttpResponse.json(trip);
    }),
    http.post('/api/trips/trip-1/best-order', async ({ request }) => {
      sent.bestOrder = await request.json();
      trip = { ...trip, stops: [...trip.stops].reverse().map((s, position) => ({ ...s, position })) };
      return HttpResponse.json(trip);
    }),
    http.patch('/api/trips/trip-1', async ({ request }) => {
      const input = (await request.json()) as TripUpdateInput;
      sent.trip = input;
      trip = { ...trip, ...input };
      return HttpResponse.json(trip);
    }),
    http.delete('/api/trips/trip-1/removed-stops', () => {
      trip = { ...trip, removed_stops: 0 };
      return HttpResponse.json(trip);
    }),
  );
  return sent;
}

const stopNames = () =>
  within(screen.getByRole('list', { name: 'Stops in walking order' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => signedInAs());

describe(TripPage.name, () => {
  it('shows the stops in order with their walks, totals, days and directions', async () => {
    serveTrip(tripDetail({ stops: three() }));
    renderApp(<TripPage tripId="trip-1" />, { route: '/trips/trip-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paris in Amélie' })).toBeVisible();
    expect(stopNames()).toEqual(['1. Café des 2 Moulins', '2. Sacré-Cœur', '3. Canal Saint-Martin']);
    expect(screen.getByText(`${WALKING_ASSUMPTION}.`)).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Trip totals' })).getByText('1.2 km on foot')).toBeVisible();
    expect(screen.getAllByText('1.2 km · 16 min walk')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Walking directions to Sacré-Cœur in Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?to=sacr-c-ur',
    );
    const day = screen.getByRole('region', { name: 'Day 1' });
    expect(within(day).getByRole('link', { name: /Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&day=1',
    );
    expect(within(day).getByRole('link', { name: /Apple Maps/ })).toBeVisible();
  });

  it('moves a stop with the keyboard-reachable Move buttons and saves the whole order', async () => {
    const sent = serveTrip(tripDetail({ stops: three() }));
    renderApp(<TripPage tripId="trip-1" />, { route: '/trips/trip-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Café des 2 Moulins down' }));
    await waitFor(() => expect(stopNames()[0]).toBe('1. Sacré-Cœur'));
    expect(sent.order).toEqual(['stop-sacr-c-ur', 'stop-caf-des-2-moulins', 'stop-canal-saint-martin']);
    expect(screen.getByRole('button', { name: 'Move Sacré-Cœur up' })).toBeDisabled();
  });

  it('edits a note in place and removes a stop', async () => {
    const sent = serveTrip(tripDetail({ stops: three() }));
    renderApp(<TripPage tripId="trip-1" />, { route: '/trips/trip-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a note for Sacré-Cœur' }));
    await userEvent.type(screen.getByLabelText('Note for Sacré-Cœur'), 'Go at sunrise');
    await userEvent.type(screen.getByLabelText('Minutes here'), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('Go at sunrise')).toBeVisible();
    expect(sent.stop).toEqual({ id: 'stop-sacr-c-ur', note: 'Go at sunrise', visit_minutes: 45 });
    expect(screen.getByText('45 min here')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Canal Saint-Martin' }));
    expect(await screen.findByText('Canal Saint-Martin was removed from the trip')).toBeVisible();
    expect(stopNames()).toEqual(['1. Café des 2 Moulins', '2. Sacré-Cœur']);
  });

  it('puts the stops in the best order from a chosen stop, or from where the visitor is', async () => {
    const sent = serveTrip(tripDetail({ stops: three() }));
    renderApp(<TripPage tripId="trip-1" />, { route: '/trips/trip-1' });
    const start = await screen.findByLabelText('Start from');
    await userEvent.selectOptions(start, '3. Canal Saint-Martin');
    await userEvent.click(screen.getByRole('button', { name: 'Best Order' }));
    await waitFor(() => expect(stopNames()[0]).toBe('1. Canal Saint-Martin'));
    expect(sent.bestOrder).toEqual({ start_stop_id: 'stop-canal-saint-martin' } satisfies BestOrderInput);
    expect(screen.getByText('Stops put in the best order: 1.2 km on foot')).toBeVisible();

    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: 48.86, longitude: 2.34 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    await userEvent.selectOptions(screen.getByLabelText('Start from'), 'My position');
    await userEvent.click(screen.getByRole('button', { name: 'Best Order' }));
    await waitFor(() => expect(sent.bestOrder).toEqual({ position: { latitude: 48.86, longitude: 2.34 } }));
    vi.unstubAllGlobals();
  });

  it('splits the trip into days by the hours of a day and the minutes at each stop', async () => {
    const sent = serveTrip(tripDetail({ stops: three() }));
    renderApp(<TripPage tripId="trip-1" />, { route: '/trips/trip-1' });
    const hours = await screen.findByLabelText('Hours a day');
    expect(hours).toHaveValue(6);
    expect(screen.getByLabelText('Minutes per stop')).toHaveValue(30);
    await userEvent.clear(hours);
    await userEvent.type(hours, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Update Days' }));
    expect(await screen.findByText('A day must be between 0.5 and 24 hours')).toBeVisible();
    await userEvent.clear(hours);
    await userEvent.type(hours, '4.5');
    await userEvent.clear(screen.getByLabelText('Minutes per stop'));
    await userEvent.type(screen.getByLabelText('Minutes per stop'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Update Days' }));
    await waitFor(() => expect(sent.trip).toEqual({ day_budget_minutes: 270, visit_minutes: 20 }));
  });

  it('says when stops went with their deleted places, until dismissed', async () => {
    serveTrip(tripDetail({ removed_stops: 2 }));
    renderApp(<TripPage tripId="trip-1" />, { route: '/trips/trip-1' });
    expect(await screen.findByText('2 stops were removed because their places were deleted.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/were removed because/)).toBeNull());
  });

  it("answers another account's trip (or none) as not found", async () => {
    server.use(http.get('/api/trips/nope', () => HttpResponse.json({ message: 'Trip not found' }, { status: 404 })));
    renderApp(<TripPage tripId="nope" />, { route: '/trips/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Trips' })).toHaveAttribute('href', '/trips');
  });
});
