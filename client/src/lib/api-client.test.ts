import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/test/server';
import { ApiError, api, authTokens, isNotFound } from './api-client';

afterEach(() => {
  authTokens.set(null);
  authTokens.onRefresh(null);
});

describe('api client', () => {
  it('sends the query without empty values and returns the JSON body', async () => {
    let url = '';
    server.use(
      http.get('/api/search', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(api.get('/search', { q: 'rome', year: undefined, country: '', limit: 5 })).resolves.toEqual({
      ok: true,
    });
    expect(new URL(url).search).toBe('?q=rome&limit=5');
  });

  it("turns an error answer into an ApiError with the server's message and status", async () => {
    server.use(
      http.post('/api/reviews', () =>
        HttpResponse.json({ message: ['Please select a rating', 'Please enter your review'] }, { status: 400 }),
      ),
      http.get('/api/movies/nope', () => HttpResponse.json({ message: 'Movie not found' }, { status: 404 })),
    );
    const error = await api.post('/reviews', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Please select a rating, Please enter your review' });
    expect(isNotFound(await api.get('/movies/nope').catch((e: unknown) => e))).toBe(true);
  });

  it('sends the access token and, after a 401, refreshes once and retries with the new one', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/me', ({ request }) => {
        const auth = request.headers.get('authorization');
        seen.push(auth);
        return auth === 'Bearer fresh'
          ? HttpResponse.json({ id: 'u1' })
          : HttpResponse.json({ message: 'expired' }, { status: 401 });
      }),
    );
    let refreshes = 0;
    authTokens.set('stale');
    authTokens.onRefresh(async () => {
      refreshes += 1;
      return 'fresh';
    });
    await expect(Promise.all([api.get('/me'), api.get('/me')])).resolves.toEqual([{ id: 'u1' }, { id: 'u1' }]);
    // Two requests failed together but shared one refresh: a rotating refresh token is used once.
    expect(refreshes).toBe(1);
    expect(seen.filter((h) => h === 'Bearer stale')).toHaveLength(2);
  });
});
