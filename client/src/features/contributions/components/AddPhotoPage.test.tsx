import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LocationDetail } from '@contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signedInAs } from '@/test/session';
import { AddPhotoPage } from './AddPhotoPage';

const place = { slug: 'trevi-fountain', name: 'Trevi Fountain' } as LocationDetail;
const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'trevi.jpg', { type: 'image/jpeg' });

function renderPage() {
  signedInAs();
  return renderApp(<AddPhotoPage place={place} />, { route: '/account/contributions/add-photo/trevi-fountain' });
}

describe('AddPhotoPage', () => {
  it('asks for a photo, then for its description, author and licence', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Photo' }));
    expect(await screen.findByText('Please choose a photo')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photo file'), photoFile());
    await user.click(screen.getByRole('button', { name: 'Send Photo' }));
    expect(await screen.findByText('Please say what the photo shows')).toBeInTheDocument();
    expect(screen.getByText('Please say who took the photo')).toBeInTheDocument();
    expect(screen.getByLabelText('Licence')).toHaveAccessibleDescription(/Please choose the licence of the photo/);
  });

  it('uploads the photo with its credit, then offers it for the place', async () => {
    let credit: URLSearchParams | undefined;
    let suggestion: unknown;
    server.use(
      http.post('/api/contribution-photos', ({ request }) => {
        credit = new URL(request.url).searchParams;
        return HttpResponse.json({ id: 'p1' }, { status: 201 });
      }),
      http.post('/api/locations/trevi-fountain/photo-suggestions', async ({ request }) => {
        suggestion = await request.json();
        return HttpResponse.json({ id: 's1' }, { status: 201 });
      }),
    );
    await sendPhoto('CC BY 4.0');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/contributions'));
    expect(Object.fromEntries(credit ?? [])).toEqual({
      alt: 'The fountain at dawn',
      author: 'Ana',
      licence: 'CC BY 4.0',
    });
    expect(suggestion).toEqual({ photo_id: 'p1' });
  });

  it('says the photo was refused, and why, when the upload is refused', async () => {
    server.use(
      http.post('/api/contribution-photos', () =>
        HttpResponse.json({ message: 'At most 10 photos a day' }, { status: 429 }),
      ),
    );
    await sendPhoto('CC0 1.0');
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo was not accepted: At most 10 photos a day');
  });
});

/** Fills the form as a visitor does (the photo, what it shows, its author, `licence`) and sends it. */
async function sendPhoto(licence: string) {
  const user = userEvent.setup();
  renderPage();
  await user.upload(screen.getByLabelText('Photo file'), photoFile());
  await user.type(screen.getByLabelText('What the photo shows'), 'The fountain at dawn');
  await user.type(screen.getByLabelText('Photo by'), 'Ana');
  await user.selectOptions(screen.getByLabelText('Licence'), licence);
  await user.click(screen.getByRole('button', { name: 'Send Photo' }));
}
