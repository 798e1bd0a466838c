import type { AdminMovie } from '@contracts/admin-catalog';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { server } from '@/test/server';
import { MovieEditor } from './MovieEditor';

const savedMovie = (changes: Partial<AdminMovie> = {}): AdminMovie => ({
  id: 'm1',
  slug: 'night-train',
  title: 'Night Train',
  year: null,
  director: null,
  description: null,
  poster_url: null,
  backdrop_url: null,
  genres: [],
  imdb_id: null,
  poster_photo_id: null,
  poster_photo: null,
  created_at: '2030-01-01T10:00:00.000Z',
  updated_at: '2030-01-01T10:00:00.000Z',
  locations: [],
  review_count: 0,
  ...changes,
});

function SavedMovieScreen() {
  return <p>Editing {useParams().id}</p>;
}

/** The editor needs a data router: its unsaved-changes guard blocks navigation through it. */
function renderNewMovieEditor() {
  const router = createMemoryRouter(
    [
      { path: '/admin/movies/new', element: <MovieEditor /> },
      { path: '/admin/movies/:id', element: <SavedMovieScreen /> },
    ],
    { initialEntries: ['/admin/movies/new'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

describe(MovieEditor.name, () => {
  it("creates a movie under the slug its title gives, then opens the movie's own editor", async () => {
    let sent: unknown;
    server.use(
      http.post('/api/admin/movies', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(savedMovie(), { status: 201 });
      }),
    );
    const router = renderNewMovieEditor();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Night Train');
    expect(screen.getByLabelText('Slug')).toHaveValue('night-train');
    await user.click(screen.getByRole('button', { name: 'Create Movie' }));

    expect(await screen.findByText('Movie created')).toBeInTheDocument();
    expect(await screen.findByText('Editing m1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/movies/m1');
    expect(sent).toMatchObject({ title: 'Night Train', slug: 'night-train', year: null, poster_photo_id: null });
  });

  it('puts a taken slug next to the Slug field and stays on the form with the edits', async () => {
    server.use(
      http.post('/api/admin/movies', () =>
        HttpResponse.json({ message: 'This slug is already used by another movie' }, { status: 409 }),
      ),
    );
    const router = renderNewMovieEditor();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Night Train');
    await user.click(screen.getByRole('button', { name: 'Create Movie' }));

    expect(await screen.findByText('This slug is already used by another movie')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(/This slug is already used by another movie/);
    expect(await screen.findByText('Failed to create the movie')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/movies/new');
    expect(screen.getByLabelText('Title')).toHaveValue('Night Train');
  });
});
