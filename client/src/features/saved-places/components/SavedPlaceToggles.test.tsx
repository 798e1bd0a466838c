import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SavedPlaceInput, SavedPlaceState } from '@contracts';
import { PlaceActions } from '@/lib/place-actions';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signedInAs } from '@/test/session';
import { SavedPlaceActions } from './SavedPlaceActions';

const BRIDGE = { id: '11111111-1111-4111-8111-111111111111', slug: 'tower-bridge', name: 'Tower Bridge' };
const STEPS = { id: '22222222-2222-4222-8222-222222222222', slug: 'spanish-steps', name: 'Spanish Steps' };

/** The server's marks; records every batch read. */
function marks(states: Record<string, SavedPlaceState | null>) {
  const reads: string[][] = [];
  server.use(
    http.get('/api/saved-places/states', ({ request }) => {
      const ids = new URL(request.url).searchParams.get('location_ids')!.split(',');
      reads.push(ids);
      return HttpResponse.json({ states: Object.fromEntries(ids.map((id) => [id, states[id] ?? null])) });
    }),
  );
  return reads;
}

/** A write the test lets through (or refuses) when it chooses, to see the page before the answer. */
function heldWrite(method: 'put' | 'delete') {
  let release: (ok: boolean) => void = () => {};
  const answered = new Promise<boolean>((resolve) => (release = resolve));
  const bodies: unknown[] = [];
  server.use(
    http[method]('/api/saved-places/:id', async ({ request, params }) => {
      const body = method === 'put' ? ((await request.json()) as SavedPlaceInput) : null;
      bodies.push(body);
      if (!(await answered)) return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
      if (method === 'delete') return new HttpResponse(null, { status: 204 });
      return HttpResponse.json({ location_id: params.id, kind: body!.kind, visited_at: body!.visited_at ?? null });
    }),
  );
  return { release, bodies };
}

const page = (variant: 'page' | 'card' = 'page', places = [BRIDGE]) => (
  <SavedPlaceActions>
    {places.map((place) => (
      <PlaceActions key={place.id} place={place} variant={variant} />
    ))}
  </SavedPlaceActions>
);

const toggle = (name: string, place = BRIDGE.name) => screen.findByRole('button', { name: `${name}: ${place}` });

describe('SavedPlaceToggles', () => {
  it("reads a list's marks in one request and shows each place's state", async () => {
    signedInAs();
    const reads = marks({ [STEPS.id]: { kind: 'been', visited_at: null } });
    renderApp(page('card', [BRIDGE, STEPS]));
    await waitFor(async () => expect(await toggle('Been Here', STEPS.name)).toHaveAttribute('aria-pressed', 'true'));
    expect(await toggle('Want to Go', STEPS.name)).toHaveAttribute('aria-pressed', 'false');
    expect(await toggle('Want to Go')).toHaveAttribute('aria-pressed', 'false');
    expect(reads).toEqual([[BRIDGE.id, STEPS.id]]);
  });

  it('shows a tap at once, before the server answers, and keeps it when the server agrees', async () => {
    signedInAs();
    marks({});
    const write = heldWrite('put');
    const { queryClient } = renderApp(page());
    const want = await toggle('Want to Go');
    await waitFor(() => expect(screen.getByTestId('saved-place-toggles')).toHaveAttribute('data-mark', 'none'));
    await userEvent.click(want);
    expect(want).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(write.bodies).toEqual([{ kind: 'want' }]));
    write.release(true);
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(want).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the old state back and says so when the server refuses a save', async () => {
    await refusedWantToGo({
      saved: false,
      method: 'put',
      message: 'Tower Bridge could not be saved to Want to Go. Please try again.',
    });
  });

  it('takes a place off its list with a second tap, and puts it back when the server refuses', async () => {
    await refusedWantToGo({
      saved: true,
      method: 'delete',
      message: 'Tower Bridge could not be removed. Please try again.',
    });
  });

  it('offers a visit date after Been Here, without waiting for it, and saves the date given', async () => {
    signedInAs();
    marks({ [BRIDGE.id]: { kind: 'want', visited_at: null } });
    const write = heldWrite('put');
    write.release(true);
    renderApp(page());
    const been = await toggle('Been Here');
    await waitFor(async () => expect(await toggle('Want to Go')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(been);
    // Been Here replaces Want to Go at once; the date is a choice on the side.
    expect(been).toHaveAttribute('aria-pressed', 'true');
    expect(await toggle('Want to Go')).toHaveAttribute('aria-pressed', 'false');
    const form = screen.getByRole('form', { name: 'Visit date for Tower Bridge' });
    await userEvent.type(within(form).getByLabelText(/When were you here/), '2024-05-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save date' }));
    expect(await screen.findByText(/Visited May 1, 2024/)).toBeVisible();
    await waitFor(() =>
      expect(write.bodies).toEqual([
        { kind: 'been', visited_at: null },
        { kind: 'been', visited_at: '2024-05-01' },
      ]),
    );
  });

  it('signed out, a tap asks to sign in and carries the save through it; back on the page the place is saved', async () => {
    const view = renderApp(page(), { route: '/locations/tower-bridge' });
    await userEvent.click(await toggle('Want to Go'));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    view.unmount();

    signedInAs();
    marks({});
    const write = heldWrite('put');
    write.release(true);
    const back = {
      pathname: '/locations/tower-bridge',
      state: { savePlace: { locationId: BRIDGE.id, name: BRIDGE.name, kind: 'want' } },
    };
    renderApp(page(), { route: back });
    expect(await screen.findByText('Saved to Want to Go')).toBeVisible();
    expect(await toggle('Want to Go')).toHaveAttribute('aria-pressed', 'true');
    expect(write.bodies).toEqual([{ kind: 'want' }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/locations/tower-bridge');
  });
});

/**
 * Tower Bridge on Want to Go (`saved`) or not; a tap on the toggle shows the new state at once, the
 * server refuses the write (`method`): the state goes back and `message` says so.
 */
async function refusedWantToGo({
  saved,
  method,
  message,
}: {
  saved: boolean;
  method: 'put' | 'delete';
  message: string;
}) {
  signedInAs();
  marks(saved ? { [BRIDGE.id]: { kind: 'want', visited_at: null } } : {});
  const write = heldWrite(method);
  renderApp(page());
  const want = await toggle('Want to Go');
  await waitFor(() => expect(want).toHaveAttribute('aria-pressed', String(saved)));
  await userEvent.click(want);
  expect(want).toHaveAttribute('aria-pressed', String(!saved));
  write.release(false);
  expect(await screen.findByText(message)).toBeVisible();
  expect(want).toHaveAttribute('aria-pressed', String(saved));
}
