import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signedInAs } from '@/test/session';
import { SuggestPlacePage } from './SuggestPlacePage';

const movie = { slug: 'roman-holiday', title: 'Roman Holiday' };
const send = () => screen.getByRole('button', { name: 'Send Suggestion' });

function renderForm() {
  signedInAs();
  // The picker's map is not what these tests are about: without a map service, coordinates are typed.
  server.use(http.get('/api/map/config', () => HttpResponse.json({ message: 'unavailable' }, { status: 503 })));
  return renderApp(<SuggestPlacePage movie={movie} />, { route: '/account/contributions/suggest-place/roman-holiday' });
}

async function fillValidPlace(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name of the place'), 'Mouth of Truth');
  await user.type(screen.getByLabelText('Latitude'), '41.8881');
  await user.type(screen.getByLabelText('Longitude'), '12.4814');
  await user.type(screen.getByLabelText('Country'), 'Italy');
  await user.type(screen.getByLabelText('Time in the film (optional)'), '01:02:15');
  await user.click(screen.getByRole('radio', { name: /Street or block/ }));
  await user.click(screen.getByRole('radio', { name: /^Filmed here/ }));
  await user.type(screen.getByLabelText('Source'), 'https://example.com/behind-the-scenes');
}

describe('SuggestPlacePage', () => {
  it('asks for the name, the position, precision, kind and a source before sending anything', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(send());
    expect(await screen.findByText('Please enter the name of the place')).toBeInTheDocument();
    expect(screen.getByText('Latitude is required: pick the spot on the map')).toBeInTheDocument();
    expect(screen.getByText('Please choose how exact the position is')).toBeInTheDocument();
    expect(screen.getByText('Please choose whether the scene was filmed here')).toBeInTheDocument();
    expect(screen.getByText('Please say how you know: a link or a few words')).toBeInTheDocument();
    // Each message is tied to its field, so a screen reader reads it with the field.
    expect(screen.getByLabelText('Name of the place')).toHaveAccessibleDescription(
      'Please enter the name of the place',
    );
    expect(screen.getByRole('group', { name: 'How exact is the position?' })).toHaveAccessibleDescription(
      'Please choose how exact the position is',
    );
  });

  it('refuses a time in the film that is not one', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Time in the film (optional)'), 'the end');
    await user.click(send());
    expect(await screen.findByText('Enter a time in the film like 1:02:15 or 42:07')).toBeInTheDocument();
  });

  it('sends the place as the contract takes it, then shows the visitor their suggestions', async () => {
    let body: unknown;
    const user = userEvent.setup();
    renderForm();
    server.use(
      http.post('/api/movies/roman-holiday/suggestions', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 's1' }, { status: 201 });
      }),
    );
    await fillValidPlace(user);
    await user.click(send());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/contributions'));
    expect(body).toEqual({
      name: 'Mouth of Truth',
      latitude: 41.8881,
      longitude: 12.4814,
      address: null,
      city: null,
      country: 'Italy',
      scene: null,
      scene_time: '1:02:15',
      precision: 'street',
      kind: 'filmed_here',
      source: 'https://example.com/behind-the-scenes',
      photo_id: null,
    });
    expect(await screen.findByText('Thank you! Your suggestion is waiting for an editor.')).toBeInTheDocument();
  });

  it("says so when the visitor's suggestions waiting for review reached the limit, and keeps the form", async () => {
    const limit = 'You have 10 suggestions waiting for review. Please wait until an editor has read them.';
    const user = userEvent.setup();
    renderForm();
    server.use(
      http.post('/api/movies/roman-holiday/suggestions', () =>
        HttpResponse.json({ statusCode: 429, message: limit }, { status: 429 }),
      ),
    );
    await fillValidPlace(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByLabelText('Name of the place')).toHaveValue('Mouth of Truth');
    expect(screen.getByTestId('location')).toHaveTextContent('/account/contributions/suggest-place/roman-holiday');
  });

  it("shows the server's refusal of one field at that field", async () => {
    const user = userEvent.setup();
    renderForm();
    server.use(
      http.post('/api/movies/roman-holiday/suggestions', () =>
        HttpResponse.json(
          { message: ['Name must be plain text'], errors: { name: 'Name must be plain text' } },
          { status: 400 },
        ),
      ),
    );
    await fillValidPlace(user);
    await user.click(send());
    expect(await screen.findByText('Name must be plain text')).toBeInTheDocument();
    expect(screen.getByLabelText('Name of the place')).toHaveAccessibleDescription('Name must be plain text');
  });
});
