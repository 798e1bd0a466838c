import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SharedTrip } from '@contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signedInAs } from '@/test/session';
import { stop, tripDetail } from '../testing/trip-fixtures';
import { SharedTripPage } from './SharedTripPage';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const shared: SharedTrip = (() => {
  const {
    share: _share,
    removed_stops: _removed,
    ...plan
  } = tripDetail({
    stops: [stop('Café des 2 Moulins', 0, { note: 'Order the crème brûlée' }), stop('Sacré-Cœur', 1)],
  });
  return { ...plan, owner: { display_name: 'Ada L' } };
})();

function serveShared() {
  let copies = 0;
  server.use(
    http.get('/api/map/config', () => HttpResponse.json({ message: 'unavailable' }, { status: 503 })),
    http.get(`/api/shared-trips/${TOKEN}`, () => HttpResponse.json(shared)),
    http.post(`/api/shared-trips/${TOKEN}/copy`, () => {
      copies += 1;
      return HttpResponse.json(tripDetail({ id: 'copy-1' }), { status: 201 });
    }),
  );
  return { copies: () => copies };
}

describe(SharedTripPage.name, () => {
  it('shows the trip read-only, with its owner, notes, days and public files', async () => {
    serveShared();
    renderApp(<SharedTripPage token={TOKEN} />, { route: `/shared-trips/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paris in Amélie' })).toBeVisible();
    expect(screen.getByText('A trip shared by Ada L')).toBeVisible();
    expect(screen.getByText('Order the crème brûlée')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Move|Remove|Drag/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Day 1' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download GPX' })).toHaveAttribute(
      'href',
      `/api/shared-trips/${TOKEN}/gpx`,
    );
    expect(within(screen.getByRole('list', { name: 'Stops in walking order' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
  });

  it('sends a signed-out visitor to sign in, and copies the trip when they come back', async () => {
    const server = serveShared();
    renderApp(<SharedTripPage token={TOKEN} />, { route: `/shared-trips/${TOKEN}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy to My Trips' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(server.copies()).toBe(0);
  });

  it('copies the trip once back signed in, and opens the copy', async () => {
    signedInAs();
    const server = serveShared();
    renderApp(<SharedTripPage token={TOKEN} />, { route: `/shared-trips/${TOKEN}?copy` });
    expect(await screen.findByText('Copied to My Trips')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/trips/copy-1'));
    expect(server.copies()).toBe(1);
  });

  it('says when the link opens no trip', async () => {
    server.use(
      http.get(`/api/shared-trips/${TOKEN}`, () =>
        HttpResponse.json({ message: 'This shared trip does not exist' }, { status: 404 }),
      ),
    );
    renderApp(<SharedTripPage token={TOKEN} />, { route: `/shared-trips/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared Trip Not Found' })).toBeVisible();
  });
});
