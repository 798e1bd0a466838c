import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CursorPager, positionFromSearch, setPosition, type PagePosition } from './CursorPager';

const pager = (props: Partial<Parameters<typeof CursorPager>[0]> = {}) => {
  const onPage = vi.fn<(position: PagePosition) => void>();
  render(
    <CursorPager
      label="Location pages"
      position={{ page: 3, after: 'c2' }}
      shown={25}
      pageSize={25}
      total={1_000_000}
      totalIsEstimate
      previous="p3"
      next="n3"
      onPage={onPage}
      {...props}
    />,
  );
  return onPage;
};

describe('CursorPager', () => {
  it('labels an estimated total as such', () => {
    pager();
    expect(screen.getByText('51–75 of about 1,000,000')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of about 40,000')).toBeInTheDocument();
  });

  it('shows an exact total without "about"', () => {
    pager({ position: { page: 1 }, shown: 2, total: 2, totalIsEstimate: false, previous: null, next: null });
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
  });

  it('turns pages with the cursors the server gave', () => {
    const onPage = pager();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPage.mock.calls.map(([position]) => position)).toEqual([
      { page: 4, after: 'n3' },
      { page: 2, before: 'p3' },
      { page: 1 },
    ]);
  });

  it('keeps the position in the URL, and a page number without a cursor is the first page', () => {
    const query = new URLSearchParams();
    setPosition(query, { page: 4, after: 'n3' });
    expect(query.toString()).toBe('page=4&after=n3');
    expect(positionFromSearch(query)).toEqual({ page: 4, after: 'n3', before: undefined });
    expect(positionFromSearch(new URLSearchParams('page=9'))).toEqual({ page: 1 });
  });
});
