import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback } from './ImageWithFallback';

describe('ImageWithFallback', () => {
  it('tries the image, then each fallback in turn, then a neutral block', () => {
    render(<ImageWithFallback src="/photo.jpg" fallbackSrc={['/place.svg', '/stock.svg']} alt="Bar Vitelli" />);
    const image = () => screen.getByRole('img', { name: 'Bar Vitelli' });
    expect(image()).toHaveAttribute('src', '/photo.jpg');
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', '/place.svg');
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', '/stock.svg');
    fireEvent.error(image());
    expect(image().tagName).toBe('DIV');
  });

  it('starts at the first fallback without an image, and starts over for new sources', () => {
    const { rerender } = render(<ImageWithFallback src={null} fallbackSrc="/stock.svg" alt="Spot" />);
    expect(screen.getByRole('img', { name: 'Spot' })).toHaveAttribute('src', '/stock.svg');
    fireEvent.error(screen.getByRole('img', { name: 'Spot' }));
    rerender(<ImageWithFallback src="/other.jpg" fallbackSrc="/stock.svg" alt="Spot" />);
    expect(screen.getByRole('img', { name: 'Spot' })).toHaveAttribute('src', '/other.jpg');
  });
});
