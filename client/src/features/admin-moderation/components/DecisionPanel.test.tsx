import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PLACE_CHANGED_MESSAGE, type SuggestionDetail } from '@contracts/contributions';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { DecisionPanel } from './DecisionPanel';

const proposed = {
  name: 'Mouth of Truth',
  latitude: 41.8881,
  longitude: 12.4814,
  address: null,
  city: 'Rome',
  country: 'Italy',
  scene: 'The hand in the mouth',
  scene_time: '1:02:15',
  precision: 'exact' as const,
  kind: 'filmed_here' as const,
};

const suggestion: SuggestionDetail = {
  id: 's1',
  kind: 'new_place',
  state: 'pending',
  suggested_by: { id: 'u1', display_name: 'Ana' },
  movie: { id: 'm1', slug: 'roman-holiday', title: 'Roman Holiday' },
  current: null,
  proposed,
  fields: [],
  distance_m: null,
  warnings: [],
  source: 'I was there',
  reason: null,
  photo: null,
  place_changed_since: false,
  decline_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
};

const renderPanel = () => {
  // Accept with Changes draws the map picker; without a map service the coordinates are typed.
  server.use(http.get('/api/map/config', () => HttpResponse.json({ message: 'unavailable' }, { status: 503 })));
  return renderApp(<DecisionPanel suggestion={suggestion} />, { route: '/admin/moderation/suggestions/s1' });
};

describe('DecisionPanel', () => {
  it('declines only with a reason for the visitor, and sends it', async () => {
    let body: unknown;
    server.use(
      http.post('/api/admin/moderation/suggestions/s1/decline', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 's1', state: 'declined', place: null });
      }),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Decline Suggestion' }));
    expect(await screen.findByText('Please give the visitor a reason')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.type(screen.getByLabelText('Reason for the visitor'), 'Already on the map as Bocca della Verità');
    await user.click(screen.getByRole('button', { name: 'Decline Suggestion' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/moderation'));
    expect(body).toEqual({ reason: 'Already on the map as Bocca della Verità' });
  });

  it('accepts with only the fields the editor changed', async () => {
    let body: unknown;
    server.use(
      http.post('/api/admin/moderation/suggestions/s1/accept', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 's1', state: 'accepted_with_changes', place: { slug: 'x', name: 'x' } });
      }),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Accept with Changes' }));
    const name = screen.getByLabelText('Name of the place');
    await user.clear(name);
    await user.type(name, 'Bocca della Verità');
    await user.click(screen.getByRole('button', { name: 'Accept with These Changes' }));
    await waitFor(() => expect(body).toEqual({ changes: { name: 'Bocca della Verità' } }));
  });

  it('keeps the screen and says why when the place was edited since (409)', async () => {
    server.use(
      http.post('/api/admin/moderation/suggestions/s1/accept', () =>
        HttpResponse.json({ statusCode: 409, message: PLACE_CHANGED_MESSAGE }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLACE_CHANGED_MESSAGE);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/moderation/suggestions/s1');
  });
});
