import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TripShare } from '@contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signedInAs } from '@/test/session';
import { useTrip } from '../api/get-trip';
import { tripDetail } from '../testing/trip-fixtures';
import { SharePanel } from './SharePanel';

const link: TripShare = {
  token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  url: 'https://reelatlas.example/shared-trips/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  created_at: '2025-05-02T10:00:00.000Z',
};

/** The panel as the trip page shows it: with the trip as it stands in the cache. */
function Panel() {
  const trip = useTrip('trip-1');
  return trip.data ? <SharePanel trip={trip.data} /> : null;
}

describe(SharePanel.name, () => {
  it('creates a read-only link, copies it, and revokes it', async () => {
    signedInAs();
    const user = userEvent.setup();
    server.use(
      http.get('/api/trips/trip-1', () => HttpResponse.json(tripDetail())),
      http.post('/api/trips/trip-1/share', () => HttpResponse.json(link, { status: 201 })),
      http.delete('/api/trips/trip-1/share', () => new HttpResponse(null, { status: 204 })),
    );
    renderApp(<Panel />);
    expect(await screen.findByText(/Your trip is private/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link created and copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(link.url);
    expect(screen.getByLabelText('Share link')).toHaveValue(link.url);

    await user.click(screen.getByRole('button', { name: 'Revoke Link' }));
    expect(await screen.findByText('Link revoked: it no longer opens the trip')).toBeVisible();
    await waitFor(() => expect(screen.queryByLabelText('Share link')).toBeNull());
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
  });
});
