import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routerAt } from '@/test/router';
import { useSearchUrl } from './use-search-url';

const address = () => screen.getByTestId('search').textContent;
const back = () => fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));

describe('useSearchUrl', () => {
  it('reads the state from the URL', () => {
    const { result } = renderHook(() => useSearchUrl(), {
      wrapper: routerAt('/search?q=rome&tab=locations&country=Italy'),
    });
    expect(result.current.state).toEqual({
      q: 'rome',
      tab: 'locations',
      year: undefined,
      country: 'Italy',
      exact: false,
    });
  });

  it('adds a history entry for a tab or filter change, so Back returns to it', () => {
    const { result } = renderHook(() => useSearchUrl(), { wrapper: routerAt('/search?q=rome') });
    act(() => result.current.update({ tab: 'movies' }));
    expect(address()).toBe('?q=rome&tab=movies');
    expect(result.current.state.tab).toBe('movies');
    act(() => result.current.update({ year: 1953 }));
    expect(address()).toBe('?q=rome&tab=movies&year=1953');
    back();
    expect(address()).toBe('?q=rome&tab=movies');
    expect(result.current.state.year).toBeUndefined();
  });

  it('replaces the entry while typing, so Back skips the intermediate queries', () => {
    const { result } = renderHook(() => useSearchUrl(), { wrapper: routerAt('/search?tab=movies') });
    act(() => result.current.update({ tab: 'all' }));
    act(() => result.current.update({ q: 'ro' }, { replace: true }));
    act(() => result.current.update({ q: 'roman holiday' }, { replace: true }));
    expect(address()).toBe('?q=roman+holiday');
    back();
    expect(address()).toBe('?tab=movies');
  });
});
