import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchFilters } from './SearchFilters';

const open = () => fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The filters with nothing set, opened; what they commit goes to the returned mock. */
function openEmptyFilters() {
  const onChange = vi.fn();
  render(<SearchFilters country="" onChange={onChange} onClear={() => {}} />);
  open();
  return onChange;
}

describe('SearchFilters (SPEC §2 Search)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits the year as an integer and the country after the 300 ms debounce, each on its own', () => {
    const onChange = openEmptyFilters();
    type('Year', '1972');
    act(() => vi.advanceTimersByTime(100));
    type('Country', 'Italy');
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ year: 1972 });
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenLastCalledWith({ country: 'Italy' });
  });

  it('does not commit a year that is not a whole number, and marks it invalid', () => {
    const onChange = openEmptyFilters();
    type('Year', '19');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Year')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Clear Filters empties both fields and drops a pending commit', () => {
    const onChange = vi.fn();
    const onClear = vi.fn();
    render(<SearchFilters year={1994} country="France" onChange={onChange} onClear={onClear} />);
    type('Country', 'Spain');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Year')).toHaveValue(null);
    expect(screen.getByLabelText('Country')).toHaveValue('');
  });

  it('shows what the URL says when it changes (Back, a link)', () => {
    const props = { onChange: vi.fn(), onClear: () => {} };
    const { rerender } = render(<SearchFilters year={1994} country="France" {...props} />);
    expect(screen.getByLabelText('Year')).toHaveValue(1994);
    rerender(<SearchFilters year={2001} country="Japan" {...props} />);
    expect(screen.getByLabelText('Year')).toHaveValue(2001);
    expect(screen.getByLabelText('Country')).toHaveValue('Japan');
    rerender(<SearchFilters country="" {...props} />);
    expect(screen.getByLabelText('Year')).toHaveValue(null);
    expect(screen.getByLabelText('Country')).toHaveValue('');
  });
});
