import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SavedPlace, SavedPlaceList } from '@contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signedInAs } from '@/test/session';
import { MyPlacesPage } from './MyPlacesPage';

// The map draws with WebGL, which jsdom has not: the page's lists and filters are what is tested here.
vi.mock('./MyPlacesMapPanel', () => ({
  MyPlacesMapPanel: ({ items }: { items: SavedPlace[] }) => (
    <p data-testid="map-places">{items.map((item) => item.location.name).join(', ')}</p>
  ),
}));

let next = 0;
function saved(name: string, movie: string, country: string, kind: 'want' | 'been', visited: string | null = null) {
  next += 1;
  const id = `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  const slug = (text: string) => text.toLowerCase().replace(/\W+/g, '-');
  return {
    location_id: id,
    kind,
    visited_at: visited,
    saved_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    location: {
      ...{ id, slug: slug(name), name, address: null, city: 'Somewhere', country },
      ...{ latitude: 1, longitude: 2, photo: null, image_url: null },
      movie: { id: `m-${slug(movie)}`, slug: slug(movie), title: movie, year: 1999 },
    },
  } satisfies SavedPlace;
}

const LIST: SavedPlaceList = {
  items: [
    saved('Spanish Steps', 'Roman Holiday', 'Italy', 'want'),
    saved('Trevi Fountain', 'La Dolce Vita', 'Italy', 'been', '2024-05-01'),
    saved('Radio City', 'The Godfather', 'United States', 'been'),
    saved('Bar Vitelli', 'The Godfather', 'Italy', 'want'),
  ],
  counts: {
    want: { places: 2, movies: 2, countries: 1 },
    been: { places: 2, movies: 2, countries: 2 },
  },
};

const names = (kind: 'want' | 'been') =>
  within(screen.getByTestId(`saved-list-${kind}`))
    .queryAllByRole('article')
    .map((item) => item.getAttribute('aria-label'));

describe('MyPlacesPage', () => {
  it("shows both lists with the server's counts, each place linking to its page", async () => {
    signedInAs();
    server.use(http.get('/api/saved-places', () => HttpResponse.json(LIST)));
    renderApp(<MyPlacesPage userId="u1" />, { route: '/account/places' });
    const summary = await screen.findByTestId('saved-summary');
    expect(summary).toHaveTextContent('Want to Go: 2 places from 2 movies in 1 country to visit');
    expect(summary).toHaveTextContent('Been Here: 2 places from 2 movies in 2 countries visited');
    expect(names('want')).toEqual(['Spanish Steps', 'Bar Vitelli']);
    expect(names('been')).toEqual(['Trevi Fountain', 'Radio City']);
    expect(screen.getByRole('link', { name: 'Trevi Fountain' })).toHaveAttribute('href', '/locations/trevi-fountain');
    expect(screen.getByText('Visited May 1, 2024')).toBeVisible();
  });

  it('filters both lists and the map by movie and by country, in the URL, and clears the filters', async () => {
    signedInAs();
    server.use(http.get('/api/saved-places', () => HttpResponse.json(LIST)));
    const user = userEvent.setup();
    renderApp(<MyPlacesPage userId="u1" />, { route: '/account/places' });
    const movie = await screen.findByLabelText('Movie');
    expect(
      within(movie)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All movies', 'La Dolce Vita (1999)', 'Roman Holiday (1999)', 'The Godfather (1999)']);

    await user.selectOptions(movie, 'the-godfather');
    expect(names('want')).toEqual(['Bar Vitelli']);
    expect(names('been')).toEqual(['Radio City']);
    expect(screen.getByTestId('map-places')).toHaveTextContent('Radio City, Bar Vitelli');
    expect(screen.getByText('Showing 2 of 4 places')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/account/places?movie=the-godfather');

    await user.selectOptions(screen.getByLabelText('Country'), 'Italy');
    expect(names('want')).toEqual(['Bar Vitelli']);
    expect(names('been')).toEqual([]);
    expect(
      within(screen.getByTestId('saved-list-been')).getByText('None of these places match the filters.'),
    ).toBeVisible();
    // The counts stay the server's, of the whole lists.
    expect(screen.getByTestId('saved-summary')).toHaveTextContent('2 places from 2 movies in 2 countries visited');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(names('want')).toEqual(['Spanish Steps', 'Bar Vitelli']);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/places$/);
  });

  it('removes a place from its list at once', async () => {
    signedInAs();
    let list = LIST;
    server.use(
      http.get('/api/saved-places', () => HttpResponse.json(list)),
      http.delete('/api/saved-places/:id', ({ params }) => {
        list = { ...list, items: list.items.filter((item) => item.location_id !== params.id) };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp(<MyPlacesPage userId="u1" />, { route: '/account/places' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Spanish Steps from Want to Go' }));
    expect(names('want')).toEqual(['Bar Vitelli']);
    await waitFor(() => expect(list.items).toHaveLength(3));
  });
});
