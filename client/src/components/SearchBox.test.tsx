import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './SearchBox';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <SearchBox label="Search movies" value={value} onChange={setValue} placeholder="Search..." />;
}

describe('SearchBox', () => {
  it('is a labelled search field that reports what is typed', async () => {
    render(<Controlled />);
    const input = screen.getByRole('searchbox', { name: 'Search movies' });
    await userEvent.type(input, 'vertigo');
    expect(input).toHaveValue('vertigo');
  });

  it('offers Clear search only while it holds text, and clearing empties it', async () => {
    render(<Controlled initial="rocky" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });
});
