import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Review } from '@contracts';
import { queryKeys } from '@/lib/query-keys';
import { createTestQueryClient } from '@/test/render';
import { server } from '@/test/server';
import { useCreateReview } from './create-review';
import { useDeleteReview } from './delete-review';
import type { ReviewPages } from './get-reviews';
import { useUpdateReview } from './update-review';

const LOCATION = 'loc-1';
const review = (id: string, content: string): Review => ({
  id,
  location_id: LOCATION,
  user_id: 'u1',
  author: 'ada',
  rating: 4,
  content,
  visited_at: '2024-05-01',
  created_at: '2024-05-02T10:00:00.000Z',
  updated_at: '2024-05-02T10:00:00.000Z',
});

const USER = 'u1';

/** The list as the location page holds it: loaded pages of GET /api/reviews (two here, to see edits cross pages). */
function asPages(list: Review[]): ReviewPages {
  const first = list.slice(0, 1);
  const rest = list.slice(1);
  const page = (items: Review[], offset: number) => ({ items, total: list.length, offset, limit: 10 });
  return { pages: [page(first, 0), page(rest, first.length)], pageParams: [0, first.length] };
}

function setup(list: Review[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.reviews.list(LOCATION), asPages(list));
  // The location page's data (rating average and count) that a review write makes stale.
  queryClient.setQueryData(queryKeys.locations.detail('rocky-steps'), { review_count: list.length });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({
      create: useCreateReview(LOCATION, USER),
      update: useUpdateReview(LOCATION, USER),
      remove: useDeleteReview(LOCATION, USER),
    }),
    { wrapper },
  );
  const pages = () => queryClient.getQueryData<ReviewPages>(queryKeys.reviews.list(LOCATION))!.pages;
  const reviews = () => pages().flatMap((page) => page.items);
  const total = () => pages()[0].total;
  const mine = () => queryClient.getQueryData<Review | null>(queryKeys.reviews.mine(LOCATION, USER));
  const list_ = () => reviews().map((r) => r.id);
  const locationStale = () => queryClient.getQueryState(queryKeys.locations.detail('rocky-steps'))!.isInvalidated;
  return { result, list: list_, reviews, total, mine, locationStale };
}

const values = { rating: 5, visited_at: '2024-05-01', content: 'A new review of the place.' };

describe('review writes on the location page', () => {
  it('puts a new review on top of the list and marks the location stale (SPEC §4)', async () => {
    server.use(http.post('/api/reviews', () => HttpResponse.json(review('new', values.content), { status: 201 })));
    const { result, list, total, mine, locationStale } = setup([
      review('a', 'First review text'),
      review('b', 'Second review'),
    ]);
    await result.current.create.mutateAsync(values);
    expect(list()).toEqual(['new', 'a', 'b']);
    expect(total()).toBe(3);
    expect(mine()?.id).toBe('new'); // one review per place: the form now offers to edit it
    await waitFor(() => expect(locationStale()).toBe(true));
  });

  it('replaces an edited review in place (SPEC §4)', async () => {
    server.use(
      http.patch('/api/reviews/:id', ({ params }) => HttpResponse.json(review(String(params.id), 'Edited text!'))),
    );
    const { result, reviews } = setup([review('a', 'First review text'), review('b', 'Second review')]);
    await result.current.update.mutateAsync({ id: 'b', values });
    expect(reviews().map((r) => [r.id, r.content])).toEqual([
      ['a', 'First review text'],
      ['b', 'Edited text!'],
    ]);
  });

  it('removes a deleted review from the list (SPEC §4)', async () => {
    server.use(http.delete('/api/reviews/:id', () => new HttpResponse(null, { status: 204 })));
    const { result, list, total, mine, locationStale } = setup([
      review('a', 'First review text'),
      review('b', 'Second review'),
    ]);
    await result.current.remove.mutateAsync('a');
    expect(list()).toEqual(['b']);
    expect(total()).toBe(1);
    expect(mine()).toBeNull();
    await waitFor(() => expect(locationStale()).toBe(true));
  });

  it('leaves the list as it was when the server refuses the write', async () => {
    server.use(http.delete('/api/reviews/:id', () => HttpResponse.json({ message: 'Not yours' }, { status: 403 })));
    const { result, list } = setup([review('a', 'First review text')]);
    await expect(result.current.remove.mutateAsync('a')).rejects.toThrow('Not yours');
    expect(list()).toEqual(['a']);
  });
});
