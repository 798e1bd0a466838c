import type { AdminSlide } from '@contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { server } from '@/test/server';
import { useSlidesEditor } from './use-slides-editor';

const slide = (id: string, order: number): AdminSlide => ({
  id,
  slider_id: 's1',
  title: `Slide ${id}`,
  subtitle: null,
  image_url: '/images/hero-1.svg',
  button_text: null,
  button_url: null,
  order,
  active: true,
  photo_id: null,
  photo: null,
});

function setup(initial: AdminSlide[]) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSlidesEditor('s1', initial), { wrapper });
}

describe('useSlidesEditor', () => {
  it('renumbers from 0 at once and persists the orders one by one, in list order', async () => {
    const calls: string[] = [];
    let inFlight = 0;
    server.use(
      http.patch('/api/admin/slides/:id/order', async ({ params, request }) => {
        inFlight += 1;
        expect(inFlight).toBe(1); // sequential: never two at a time
        const { order } = (await request.json()) as { order: number };
        calls.push(`${String(params.id)}=${order}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return HttpResponse.json({ ...slide(String(params.id), order) });
      }),
    );
    const { result } = setup([slide('a', 3), slide('b', 7), slide('c', 9)]);
    const [a, b, c] = result.current.slides;
    act(() => void result.current.reorder([c, a, b]));
    expect(result.current.slides.map((s) => [s.id, s.order])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(calls).toEqual(['c=0', 'a=1', 'b=2']);
    expect(result.current.dirty).toBe(false);
  });

  it('keeps the new local order when persisting fails (no rollback)', async () => {
    server.use(
      http.patch('/api/admin/slides/:id/order', () =>
        HttpResponse.json({ message: 'Slide not found' }, { status: 404 }),
      ),
    );
    const { result } = setup([slide('a', 0), slide('b', 1)]);
    const [a, b] = result.current.slides;
    act(() => void result.current.reorder([b, a]));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.slides.map((s) => s.id)).toEqual(['b', 'a']);
  });

  it('holds field edits locally, refuses invalid ones with the shared messages and saves every slide', async () => {
    const saved: string[] = [];
    server.use(
      http.put('/api/admin/slides/:id', async ({ params, request }) => {
        const body = (await request.json()) as Partial<AdminSlide>;
        saved.push(String(params.id));
        return HttpResponse.json({ ...slide(String(params.id), 0), ...body, subtitle: body.subtitle || null });
      }),
    );
    const { result } = setup([slide('a', 0), slide('b', 1)]);
    act(() => result.current.edit('a', { title: '', button_url: 'javascript:alert(1)' }));
    expect(result.current.dirty).toBe(true);
    await act(() => result.current.saveAll());
    expect(saved).toEqual([]);
    expect(result.current.errors.a).toEqual({
      title: 'Title is required',
      button_url: 'Button URL must start with http://, https:// or /',
    });

    act(() => result.current.edit('a', { title: 'Rome', button_url: '/movies' }));
    await act(() => result.current.saveAll());
    expect(saved).toEqual(['a', 'b']);
    expect(result.current.dirty).toBe(false);
    expect(result.current.slides[0]).toMatchObject({ title: 'Rome', button_url: '/movies' });
  });
});
