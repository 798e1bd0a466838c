import type { AdminPage } from '@contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { server } from '@/test/server';
import { useCreatePage } from './create-page';
import { useAdminPages } from './get-pages';

const page = (id: string, title: string): AdminPage => ({
  id,
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
  content: '',
  is_published: id !== 'new',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

function setup() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ pages: useAdminPages(), create: useCreatePage() }), { wrapper }).result;
}

const titles = (pages: AdminPage[] | undefined) => pages?.map((p) => p.title);

describe('useCreatePage', () => {
  it('puts the new page into the loaded list in title order (SPEC §4, §7)', async () => {
    const stored = [page('a', 'About'), page('t', 'Terms')];
    server.use(
      http.get('/api/admin/pages', () => HttpResponse.json(stored)),
      http.post('/api/admin/pages', () => HttpResponse.json(page('new', 'New Page'), { status: 201 })),
    );
    const result = setup();
    await waitFor(() => expect(titles(result.current.pages.data)).toEqual(['About', 'Terms']));
    await act(() => result.current.create.mutateAsync());
    // The hook's next render shows the cache the mutation wrote (on Node 24 it comes after act returns).
    await waitFor(() => expect(titles(result.current.pages.data)).toEqual(['About', 'New Page', 'Terms']));
  });

  it('keeps the new page when Add Page is clicked while the list is still loading', async () => {
    // The first read is slow and was asked before the page existed; the server's list has it afterwards.
    const stored = [page('a', 'About'), page('t', 'Terms')];
    let reads = 0;
    server.use(
      http.get('/api/admin/pages', async () => {
        reads += 1;
        if (reads === 1) {
          const before = [...stored];
          await delay(150);
          return HttpResponse.json(before);
        }
        return HttpResponse.json(stored);
      }),
      http.post('/api/admin/pages', () => {
        const created = page('new', 'New Page');
        stored.splice(1, 0, created);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const result = setup();
    await waitFor(() => expect(result.current.pages.isFetching).toBe(true));
    await act(() => result.current.create.mutateAsync());
    await waitFor(() => expect(titles(result.current.pages.data)).toContain('New Page'));
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(result.current.pages.isFetching).toBe(false));
    await delay(200); // past the first read's answer, had it not been cancelled
    expect(titles(result.current.pages.data)).toEqual(['About', 'New Page', 'Terms']);
  });
});
