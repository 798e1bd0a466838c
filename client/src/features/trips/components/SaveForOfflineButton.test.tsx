import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TripDetail } from '@contracts';
import { recordSavedTrip } from '@/lib/offline/offline-store';
import { saveTripForOffline } from '@/lib/offline/save-trip-for-offline';
import { renderApp } from '@/test/render';
import { signedInAs } from '@/test/session';
import { SaveForOfflineButton, formatSize } from './SaveForOfflineButton';

vi.mock('@/lib/offline/save-trip-for-offline', () => ({ saveTripForOffline: vi.fn() }));

const trip = { id: 'trip-1', name: 'Paris in Amélie', stops: [] } as unknown as TripDetail;

beforeEach(() => localStorage.clear());

describe('SaveForOfflineButton', () => {
  it('saves the trip for the signed-in user, says the size kept, then shows it saved with Update', async () => {
    signedInAs();
    vi.mocked(saveTripForOffline).mockImplementation(async (saved, by) => {
      recordSavedTrip(by.id, { tripId: saved.id, name: saved.name, savedAt: '2026-01-01T10:00:00Z', bytes: 1 });
      return { tripId: saved.id, bytes: 3.2 * 1024 * 1024, appBytes: 0, trimmed: false };
    });
    renderApp(<SaveForOfflineButton trip={trip} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save for Offline' }));
    expect(await screen.findByText('Saved for offline: 3.2 MB')).toBeInTheDocument();
    expect(saveTripForOffline).toHaveBeenCalledWith(trip, expect.objectContaining({ id: 'u1', display_name: 'Ada L' }));
    expect(screen.getByText(/Saved for Offline/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update the offline copy of Paris in Amélie' })).toBeEnabled();
  });

  it('shows a trip saved earlier on this device as saved, and Update saves it again', async () => {
    signedInAs();
    recordSavedTrip('u1', { tripId: 'trip-1', name: 'Paris', savedAt: '2026-01-01T10:00:00Z', bytes: 10 });
    vi.mocked(saveTripForOffline).mockResolvedValue({
      tripId: 'trip-1',
      bytes: 600 * 1024,
      appBytes: 0,
      trimmed: true,
    });
    renderApp(<SaveForOfflineButton trip={trip} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Update the offline copy of Paris in Amélie' }));
    expect(await screen.findByText('Saved for offline: 600 KB')).toBeInTheDocument();
    expect(screen.getByText(/left out to stay within 25\.0 MB a trip/)).toBeInTheDocument();
  });

  it('says why when the browser cannot keep the trip', async () => {
    signedInAs();
    vi.mocked(saveTripForOffline).mockRejectedValue(new Error('This browser cannot keep pages for offline use.'));
    renderApp(<SaveForOfflineButton trip={trip} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save for Offline' }));
    expect(await screen.findByText('This browser cannot keep pages for offline use.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save for Offline' })).toBeEnabled();
  });

  it('shows nothing to a visitor who is not signed in', async () => {
    renderApp(<SaveForOfflineButton trip={trip} />);
    await screen.findByTestId('location');
    expect(screen.queryByRole('button', { name: /offline/i })).not.toBeInTheDocument();
  });

  it('formats sizes as the toast says them', () => {
    expect(formatSize(3.24 * 1024 * 1024)).toBe('3.2 MB');
    expect(formatSize(25 * 1024 * 1024)).toBe('25.0 MB');
    expect(formatSize(640 * 1024)).toBe('640 KB');
    expect(formatSize(10)).toBe('1 KB');
  });
});
