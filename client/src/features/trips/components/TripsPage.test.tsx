import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRIP_LIMIT_MESSAGE, type CreateTripInput, type TripSummary } from '@contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signedInAs } from '@/test/session';
import { allowDialogs, tripDetail, tripSummary } from '../testing/trip-fixtures';
import { TripsPage } from './TripsPage';

beforeAll(allowDialogs);

describe(TripsPage.name, () => {
  it('asks a signed-out visitor to sign in and come back', async () => {
    renderApp(<TripsPage />, { route: '/trips' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In to Plan Trips' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('lists the trips with their stops and places, and creates one by name', async () => {
    signedInAs();
    let trips: TripSummary[] = [tripSummary({ shared: true, cities: ['Paris', 'Lyon'] })];
    let sent: CreateTripInput | null = null;
    server.use(
      http.get('/api/trips', () => HttpResponse.json(trips)),
      http.post('/api/trips', async ({ request }) => {
        sent = (await request.json()) as CreateTripInput;
        trips = [tripSummary({ id: 'trip-2', name: sent.name, stop_count: 0, cities: [], countries: [] }), ...trips];
        return HttpResponse.json(tripDetail({ id: 'trip-2', name: sent.name, stops: [] }), { status: 201 });
      }),
    );
    renderApp(<TripsPage />, { route: '/trips' });
    const card = (await screen.findByRole('link', { name: 'Paris in Amélie' })).closest('li')!;
    expect(within(card).getByText('2 stops · Paris, Lyon · France')).toBeVisible();
    expect(within(card).getByText('Shared by link')).toBeVisible();
    expect(screen.getByText('1 trip of 100')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Create Trip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please give the trip a name');

    await userEvent.type(screen.getByLabelText('New trip'), '  Rome by the Fountains ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Trip' }));
    expect(await screen.findByText('Trip created')).toBeVisible();
    expect(sent).toEqual({ name: 'Rome by the Fountains' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/trips/trip-2'));
  });

  it("shows the server's message when the trip limit is reached", async () => {
    signedInAs();
    server.use(
      http.get('/api/trips', () => HttpResponse.json([tripSummary()])),
      http.post('/api/trips', () => HttpResponse.json({ message: TRIP_LIMIT_MESSAGE }, { status: 409 })),
    );
    renderApp(<TripsPage />, { route: '/trips' });
    await userEvent.type(await screen.findByLabelText('New trip'), 'One too many');
    await userEvent.click(screen.getByRole('button', { name: 'Create Trip' }));
    expect(await screen.findByText(TRIP_LIMIT_MESSAGE)).toBeVisible();
    expect(screen.getByLabelText('New trip')).toHaveValue('One too many');
  });

  it('renames a trip in place and deletes one after confirming', async () => {
    signedInAs();
    let trips = [tripSummary(), tripSummary({ id: 'trip-2', name: 'Rome' })];
    server.use(
      http.get('/api/trips', () => HttpResponse.json(trips)),
      http.patch('/api/trips/trip-1', async ({ request }) => {
        const { name } = (await request.json()) as { name: string };
        trips = trips.map((trip) => (trip.id === 'trip-1' ? { ...trip, name } : trip));
        return HttpResponse.json(tripDetail({ name }));
      }),
      http.delete('/api/trips/trip-2', () => {
        trips = trips.filter((trip) => trip.id !== 'trip-2');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp(<TripsPage />, { route: '/trips' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Paris in Amélie' }));
    const field = screen.getByLabelText('New name for Paris in Amélie');
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Montmartre{Enter}');
    expect(await screen.findByRole('link', { name: 'Montmartre' })).toBeVisible();
    expect(screen.getByText('Trip renamed')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Rome' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this trip?' });
    expect(dialog).toHaveTextContent('Rome and its 2 stops will be deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Trip' }));
    expect(await screen.findByText('Trip deleted')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Rome' })).toBeNull();
  });
});
