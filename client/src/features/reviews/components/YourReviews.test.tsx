import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { OwnReview, ReviewInput } from '@contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { YourReviews } from './YourReviews';

const own = (id: string, place: string, fields: Partial<OwnReview> = {}): OwnReview => ({
  id,
  location_id: `place-${id}`,
  user_id: 'u1',
  author: 'Ada L',
  rating: 4,
  content: `Stood where the scene at ${place} was shot.`,
  visited_at: '2024-05-01',
  created_at: '2024-05-02T10:00:00.000Z',
  updated_at: '2024-05-02T10:00:00.000Z',
  hidden_at: null,
  hidden_reason: null,
  location: { slug: `${id}-slug`, name: place },
  ...fields,
});

const answer = (list: OwnReview[]) => server.use(http.get('/api/reviews/by-me', () => HttpResponse.json(list)));

describe('YourReviews', () => {
  it("lists the user's reviews, each linking to its place, and says when a moderator hid one", async () => {
    answer([own('r1', 'Spanish Steps'), own('r2', 'Bar Vitelli', { hidden_at: '2024-06-01', hidden_reason: 'Spam' })]);
    renderApp(<YourReviews userId="u1" />);
    const steps = await screen.findByRole('article', { name: 'Your review of Spanish Steps' });
    expect(within(steps).getByRole('link', { name: 'Spanish Steps' })).toHaveAttribute('href', '/locations/r1-slug');
    expect(within(steps).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(steps).getByText('Visited May 1, 2024')).toBeInTheDocument();
    const bar = screen.getByRole('article', { name: 'Your review of Bar Vitelli' });
    expect(within(bar).getByRole('note')).toHaveTextContent('Reason: Spam');
    expect(screen.getByText('2 reviews, newest first. Open a place to see it with the others.')).toBeInTheDocument();
  });

  it('edits a review in place', async () => {
    answer([own('r1', 'Spanish Steps')]);
    let sent: ReviewInput | undefined;
    server.use(
      http.patch('/api/reviews/r1', async ({ request }) => {
        sent = (await request.json()) as ReviewInput;
        return HttpResponse.json({ ...own('r1', 'Spanish Steps'), ...sent });
      }),
    );
    const user = userEvent.setup();
    renderApp(<YourReviews userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit your review of Spanish Steps' }));
    const form = screen.getByRole('form', { name: 'Edit your review' });
    await user.click(within(form).getByRole('radio', { name: '2 stars' }));
    await user.clear(within(form).getByLabelText('Your review'));
    await user.type(within(form).getByLabelText('Your review'), 'Crowded at noon; go at dawn.');
    await user.click(within(form).getByRole('button', { name: 'Update Review' }));
    const item = await screen.findByRole('article', { name: 'Your review of Spanish Steps' });
    expect(within(item).getByText('Crowded at noon; go at dawn.')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(sent).toEqual({ rating: 2, visited_at: '2024-05-01', content: 'Crowded at noon; go at dawn.' });
  });

  it('deletes a review once confirmed', async () => {
    answer([own('r1', 'Spanish Steps'), own('r2', 'Bar Vitelli')]);
    const deleted = vi.fn();
    server.use(
      http.delete('/api/reviews/r2', () => {
        deleted();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<YourReviews userId="u1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete your review of Bar Vitelli' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Your review of Bar Vitelli' })).toBeNull());
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('article', { name: 'Your review of Spanish Steps' })).toBeInTheDocument();
    expect(await screen.findByText('Review deleted')).toBeInTheDocument();
  });

  it('says when there is nothing yet, with a way to find a place', async () => {
    answer([]);
    renderApp(<YourReviews userId="u1" />);
    expect(await screen.findByText('You have not reviewed a place yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a place on the map' })).toHaveAttribute('href', '/map');
  });
});
