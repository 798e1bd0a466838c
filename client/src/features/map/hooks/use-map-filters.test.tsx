import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routerAt } from '@/test/router';
import { useMapFilters } from './use-map-filters';

const address = () => screen.getByTestId('search').textContent;

describe('useMapFilters (SPEC §2 Map: ?q= and ?movie=)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the query and the movie from the URL', () => {
    const { result } = renderHook(() => useMapFilters(), { wrapper: routerAt('/map?q=paris&movie=amelie-2001') });
    expect(result.current).toMatchObject({ q: 'paris', movie: 'amelie-2001', input: 'paris', active: true });
  });

  it('writes what was typed to ?q= after a 300 ms pause (SPEC §9), once', () => {
    const { result } = renderHook(() => useMapFilters(), { wrapper: routerAt('/map?movie=rocky-1976') });
    expect(result.current.active).toBe(true);
    act(() => result.current.setInput('phil'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.setInput('philadelphia steps'));
    act(() => vi.advanceTimersByTime(299));
    expect(address()).toBe('?movie=rocky-1976');
    act(() => vi.advanceTimersByTime(1));
    expect(address()).toBe('?movie=rocky-1976&q=philadelphia+steps');
    expect(result.current.q).toBe('philadelphia steps');
  });

  it('shows the query of a URL reached by a link or by Back', () => {
    const { result } = renderHook(() => useMapFilters(), { wrapper: routerAt('/map') });
    expect(result.current.active).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Follow a link' }));
    expect(result.current.input).toBe('from a link');
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(result.current.input).toBe('');
    // Showing the URL's query must not write it back.
    act(() => vi.advanceTimersByTime(1000));
    expect(address()).toBe('');
  });

  it('Clear Filters empties the box and removes every filter from the URL', () => {
    const { result } = renderHook(() => useMapFilters(), { wrapper: routerAt('/map?q=paris&movie=amelie-2001') });
    act(() => result.current.clear());
    expect(address()).toBe('');
    expect(result.current).toMatchObject({ q: '', movie: '', input: '', active: false });
  });
});
