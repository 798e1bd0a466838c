import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '@contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { PlaceFinder } from './PlaceFinder';

const trevi = {
  id: 'loc-trevi',
  slug: 'trevi-fountain',
  name: 'Trevi Fountain',
  city: 'Rome',
  country: 'Italy',
  latitude: 41.9009,
  longitude: 12.4833,
};

function serveSearch() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const found = params.get('q')?.toLowerCase().startsWith('trevi') ? [trevi] : [];
      return HttpResponse.json({
        movies: { hits: [], total: 0 },
        locations: { hits: found, total: found.length },
        ignored_words: [],
        suggestions: [],
      } as unknown as SearchResponse);
    }),
  );
  return asked;
}

describe(PlaceFinder.name, () => {
  it("searches the atlas's places and moves to the one chosen", async () => {
    const asked = serveSearch();
    const onFind = vi.fn();
    renderApp(<PlaceFinder onFind={onFind} />);
    await userEvent.type(screen.getByLabelText('Search the map'), 'trevi');
    await userEvent.click(
      await screen.findByRole('button', { name: /Trevi Fountain.*Rome, Italy/ }, { timeout: 3000 }),
    );
    expect(onFind).toHaveBeenCalledWith({ latitude: 41.9009, longitude: 12.4833 });
    expect(asked.at(-1)?.get('tab')).toBe('locations');
    expect(screen.getByLabelText('Search the map')).toHaveValue('');
  });

  it('takes the first match on Enter and says when nothing matches', async () => {
    serveSearch();
    const onFind = vi.fn();
    renderApp(<PlaceFinder onFind={onFind} />);
    const box = screen.getByLabelText('Search the map');
    await userEvent.type(box, 'atlantis');
    expect(await screen.findByText('No place of the atlas matches.', {}, { timeout: 3000 })).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, 'trevi');
    await screen.findByRole('button', { name: /Trevi Fountain/ }, { timeout: 3000 });
    await userEvent.keyboard('{Enter}');
    expect(onFind).toHaveBeenCalledTimes(1);
  });
});
