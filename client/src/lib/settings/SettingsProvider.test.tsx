import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@contracts';
import { createTestQueryClient } from '@/test/render';
import { server } from '@/test/server';
import { SettingsProvider, useSettings } from './SettingsProvider';

function SiteTitle() {
  const { settings, isLoading } = useSettings();
  return <p>{isLoading ? 'loading' : `${settings.site_title} / ${settings.site_description}`}</p>;
}

const renderWithSettings = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SettingsProvider>
        <SiteTitle />
      </SettingsProvider>
    </QueryClientProvider>,
  );

describe('SettingsProvider', () => {
  it('uses the saved settings once they load (SPEC §4)', async () => {
    server.use(http.get('/api/settings', () => HttpResponse.json({ ...DEFAULT_SETTINGS, site_title: 'Film Trips' })));
    renderWithSettings();
    expect(await screen.findByText(`Film Trips / ${DEFAULT_SETTINGS.site_description}`)).toBeInTheDocument();
  });

  it('falls back to the SPEC §9 defaults and logs when settings fail to load (SPEC §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/settings', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithSettings();
    // The settings query retries once (about a second) before giving up.
    const text = 'ReelAtlas.com / Discover where your favorite movies were filmed';
    expect(await screen.findByText(text, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load settings', expect.anything());
  });

  it('is a fault to read the settings outside the provider (SPEC §8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SiteTitle />)).toThrow('useSettings must be used inside <SettingsProvider>');
  });
});
