import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddStopsInput, CreateTripInput, MovieTripGroups } from '@contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signedInAs } from '@/test/session';
import { allowDialogs, place, tripDetail, tripSummary } from '../testing/trip-fixtures';
import { PlanTripButton } from './PlanTripButton';

beforeAll(allowDialogs);

const movie = { slug: 'amelie', title: 'Amélie' };
const paris = [place('Café des 2 Moulins'), place('Sacré-Cœur')];
const groups = (count: 1 | 2): MovieTripGroups => ({
  movie: { id: 'm1', title: 'Amélie', slug: 'amelie', year: 2001 },
  groups: [
    {
      label: 'Paris',
      cities: ['Paris'],
      countries: ['France'],
      center: { latitude: 48.86, longitude: 2.34 },
      places: paris,
    },
    ...(count === 2
      ? [
          {
            label: 'Lyon',
            cities: ['Lyon'],
            countries: ['France'],
            center: { latitude: 45.76, longitude: 4.84 },
            places: [place('Fourvière', { city: 'Lyon' })],
          },
        ]
      : []),
  ],
});

function servePlanner(count: 1 | 2) {
  const sent: { created?: CreateTripInput; added?: AddStopsInput } = {};
  server.use(
    http.get('/api/trip-planner/movies/amelie', () => HttpResponse.json(groups(count))),
    http.get('/api/trips', () => HttpResponse.json([tripSummary({ id: 'trip-9', name: 'France' })])),
    http.post('/api/trips', async ({ request }) => {
      sent.created = (await request.json()) as CreateTripInput;
      return HttpResponse.json(tripDetail({ id: 'trip-new' }), { status: 201 });
    }),
    http.post('/api/trips/trip-9/stops', async ({ request }) => {
      sent.added = (await request.json()) as AddStopsInput;
      return HttpResponse.json({ trip: tripDetail({ id: 'trip-9', name: 'France' }), added: 1, skipped: 0 });
    }),
  );
  return sent;
}

/** Plan a Trip opened by a signed-in visitor on Amélie's page: its window, and what the server was sent. */
async function openPlanner(count: 1 | 2) {
  signedInAs();
  const sent = servePlanner(count);
  renderApp(<PlanTripButton movie={movie} />, { route: '/movies/amelie' });
  await userEvent.click(await screen.findByRole('button', { name: 'Plan a Trip' }));
  return { sent, dialog: await screen.findByRole('dialog', { name: 'Plan a Trip' }) };
}

describe(PlanTripButton.name, () => {
  it("puts all the movie's places into a new trip named after it, then opens the trip", async () => {
    const { sent, dialog } = await openPlanner(1);
    expect(await within(dialog).findByText(/All 2 filming locations of Amélie/)).toBeVisible();
    expect(within(dialog).getByLabelText('Trip name')).toHaveValue('Amélie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Trip' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/trips/trip-new'));
    expect(sent.created).toEqual({ name: 'Amélie', location_ids: ['place-caf-des-2-moulins', 'place-sacr-c-ur'] });
  });

  it('lets the visitor pick a city when the places are far apart, and add them to an existing trip', async () => {
    const { sent, dialog } = await openPlanner(2);
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Lyon/ }));
    expect(within(dialog).getByLabelText('Trip name')).toHaveValue('Amélie: Lyon');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'One of my trips' }));
    expect(within(dialog).getByLabelText('Trip')).toHaveValue('trip-9');
    await userEvent.click(within(dialog).getByRole('button', { name: /Add to Trip/ }));
    expect(await screen.findByText('Added 1 place to France')).toBeVisible();
    expect(sent.added).toEqual({ location_ids: ['place-fourvi-re'] });
  });

  it('asks a signed-out visitor to sign in first, then opens again on their return', async () => {
    servePlanner(1);
    renderApp(<PlanTripButton movie={movie} />, { route: '/movies/amelie' });
    await userEvent.click(await screen.findByRole('button', { name: 'Plan a Trip' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('opens by itself when the visitor comes back signed in', async () => {
    signedInAs();
    servePlanner(1);
    renderApp(<PlanTripButton movie={movie} />, { route: '/movies/amelie?plan-trip' });
    expect(await screen.findByRole('dialog', { name: 'Plan a Trip' })).toBeVisible();
  });
});
