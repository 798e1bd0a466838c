import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { SettingsProvider } from './SettingsProvider';
import { usePageMeta } from './use-page-meta';

function Page({ title, description }: { title?: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}

const renderPage = (title?: string, description?: string) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SettingsProvider>
        <Page title={title} description={description} />
      </SettingsProvider>
    </QueryClientProvider>,
  );

/** The tags the server wrote for the first page (server/src/web/index-html.ts). */
function serverHead() {
  document.head.innerHTML = [
    '<title>First | ReelAtlas.com</title>',
    '<meta name="description" content="first" />',
    '<link rel="canonical" href="https://reelatlas.example/movies/first" />',
    '<meta property="og:title" content="First | ReelAtlas.com" />',
    '<meta property="og:url" content="https://reelatlas.example/movies/first" />',
    '<meta name="twitter:title" content="First | ReelAtlas.com" />',
  ].join('');
}

describe('usePageMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("updates the server's tags in place for the page shown, never adding a second one", async () => {
    serverHead();
    window.history.replaceState(null, '', '/locations/second-place');
    renderPage('Second', 'About the second place');
    await waitFor(() => expect(document.title).toBe('Second | ReelAtlas.com'));
    const canonical = document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0].href).toBe('https://reelatlas.example/locations/second-place');
    const meta = (selector: string) =>
      [...document.head.querySelectorAll<HTMLMetaElement>(selector)].map((m) => m.content);
    expect(meta('meta[property="og:url"]')).toEqual(['https://reelatlas.example/locations/second-place']);
    expect(meta('meta[property="og:title"]')).toEqual(['Second | ReelAtlas.com']);
    expect(meta('meta[name="twitter:title"]')).toEqual(['Second | ReelAtlas.com']);
    expect(meta('meta[name="description"]')).toEqual(['About the second place']);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('adds no share tags the server did not write', async () => {
    renderPage('Alone');
    await waitFor(() => expect(document.title).toBe('Alone | ReelAtlas.com'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });
});
