import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddStopsInput, CreateTripInput } from '@contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signedInAs } from '@/test/session';
import { allowDialogs, tripDetail, tripSummary } from '../testing/trip-fixtures';
import { AddPlacesToTripButton } from './AddPlacesToTripButton';
import { AddToTripButton } from './AddToTripButton';

beforeAll(allowDialogs);

const bridge = { id: 'loc-bridge', slug: 'tower-bridge', name: 'Tower Bridge' };

function serveTrips(skipped = 0, name = 'London') {
  const sent: { created?: CreateTripInput; added?: AddStopsInput } = {};
  server.use(
    http.get('/api/trips', () => HttpResponse.json([tripSummary({ id: 'trip-9', name })])),
    http.post('/api/trips', async ({ request }) => {
      sent.created = (await request.json()) as CreateTripInput;
      return HttpResponse.json(tripDetail({ id: 'trip-new', name: sent.created.name }), { status: 201 });
    }),
    http.post('/api/trips/trip-9/stops', async ({ request }) => {
      sent.added = (await request.json()) as AddStopsInput;
      const added = sent.added.location_ids.length - skipped;
      return HttpResponse.json({ trip: tripDetail({ id: 'trip-9', name }), added, skipped });
    }),
  );
  return sent;
}

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Tower Bridge to a Trip' }));
  return screen.findByRole('dialog', { name: 'Add Tower Bridge to a Trip' });
};

describe(AddToTripButton.name, () => {
  it('adds the place to the chosen trip, says so with a way to the trip, and stays on the page', async () => {
    signedInAs();
    const sent = serveTrips();
    renderApp(<AddToTripButton place={bridge} variant="page" />, { route: '/locations/tower-bridge' });
    const dialog = await openDialog();
    expect(await within(dialog).findByLabelText('Trip')).toHaveValue('trip-9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Trip' }));
    expect(await screen.findByText('Added to London')).toBeVisible();
    expect(sent.added).toEqual({ location_ids: ['loc-bridge'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/locations/tower-bridge');
    // The toast's own swipe handling wants pointer capture, which jsdom lacks: a plain click.
    fireEvent.click(screen.getByRole('button', { name: 'Open Trip' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/trips/trip-9'));
  });

  it('creates a new trip with the place, after asking for its name', async () => {
    signedInAs();
    const sent = serveTrips();
    renderApp(<AddToTripButton place={bridge} variant="card" />, { route: '/search' });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'A new trip' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Trip' }));
    expect(await within(dialog).findByText('Please give the trip a name')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Trip name'), 'Bridges of London');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Trip' }));
    expect(await screen.findByText('Added to Bridges of London')).toBeVisible();
    expect(sent.created).toEqual({ name: 'Bridges of London', location_ids: ['loc-bridge'] });
  });

  it('says when the trip already has the place', async () => {
    signedInAs();
    serveTrips(1);
    renderApp(<AddToTripButton place={bridge} variant="page" />, { route: '/locations/tower-bridge' });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add to Trip' }));
    expect(await screen.findByText('Tower Bridge is already in London')).toBeVisible();
  });

  it('looks the id up where only the slug is known (the map popup)', async () => {
    signedInAs();
    const sent = serveTrips(0, 'Thames');
    const resolveId = (slug: string) => Promise.resolve(`id-of-${slug}`);
    renderApp(
      <AddToTripButton place={{ slug: bridge.slug, name: bridge.name }} variant="popup" resolveId={resolveId} />,
    );
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add to Trip' }));
    await screen.findByText('Added to Thames');
    expect(sent.added).toEqual({ location_ids: ['id-of-tower-bridge'] });
  });

  it('sends a signed-out visitor to sign in, and opens again on their return', async () => {
    serveTrips();
    renderApp(<AddToTripButton place={bridge} variant="page" />, { route: '/locations/tower-bridge' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Tower Bridge to a Trip' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('opens by itself when the visitor comes back signed in', async () => {
    signedInAs();
    serveTrips();
    renderApp(<AddToTripButton place={bridge} variant="page" />, {
      route: '/locations/tower-bridge?add-to-trip=tower-bridge',
    });
    expect(await screen.findByRole('dialog', { name: 'Add Tower Bridge to a Trip' })).toBeVisible();
  });
});

describe(AddPlacesToTripButton.name, () => {
  it('adds a list of places to a trip in one request', async () => {
    signedInAs();
    const sent = serveTrips(0, 'Want to Go');
    renderApp(<AddPlacesToTripButton ids={['a', 'b']} label="Add These Places to a Trip" listKey="want-to-go" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add These Places to a Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add These Places to a Trip' });
    expect(within(dialog).getByText('2 places go into the trip, in this order.')).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add to Trip' }));
    expect(await screen.findByText('Added to Want to Go')).toBeVisible();
    expect(sent.added).toEqual({ location_ids: ['a', 'b'] });
  });
});
