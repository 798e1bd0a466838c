import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaceBadges, SceneTime, sceneTimeDuration } from './PlaceBadges';

describe('PlaceBadges', () => {
  it('says the precision and the kind in words, as a labelled list', () => {
    render(<PlaceBadges precision="city" kind="set_here_filmed_elsewhere" />);
    const list = screen.getByRole('list', { name: "About this place's position" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['City only', 'Set here, filmed elsewhere']);
  });

  it('names every precision and kind by its label', () => {
    const { rerender } = render(<PlaceBadges precision="exact" kind="filmed_here" />);
    expect(screen.getByText('Exact spot')).toBeInTheDocument();
    expect(screen.getByText('Filmed here')).toBeInTheDocument();
    rerender(<PlaceBadges precision="street" kind="filmed_here" />);
    expect(screen.getByText('Street or block')).toBeInTheDocument();
    rerender(<PlaceBadges precision="area" kind="filmed_here" />);
    expect(screen.getByText('Area')).toBeInTheDocument();
  });

  it('keeps the icons from screen readers: the words carry the meaning, not the colour', () => {
    render(<PlaceBadges precision="area" kind="filmed_here" />);
    for (const icon of screen.getByTestId('precision-badge').querySelectorAll('svg'))
      expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('SceneTime', () => {
  it('shows the time in the film with a machine-readable duration', () => {
    render(<SceneTime time="1:02:15" />);
    expect(screen.getByText(/in the film/)).toHaveTextContent('At 1:02:15 in the film');
    expect(screen.getByText('1:02:15')).toHaveAttribute('datetime', 'PT1H2M15S');
  });

  it('writes durations without empty hours', () => {
    expect(sceneTimeDuration('42:07')).toBe('PT42M7S');
    expect(sceneTimeDuration('0:09')).toBe('PT9S');
    expect(sceneTimeDuration('later')).toBeUndefined();
  });
});
