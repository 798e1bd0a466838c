import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AddAreaStopsInput } from '@contracts';
import { useBoxDraw } from './use-box-draw';

/** A map 400 px wide showing longitudes 0…4 and latitudes 50…46 (a degree per 100 px). */
const map = { unproject: ([x, y]: [number, number]) => ({ lng: x / 100, lat: 50 - y / 100 }) };

function Drawing({ onBox, onCancel }: { onBox: (box: AddAreaStopsInput) => void; onCancel: () => void }) {
  const { rect, handlers } = useBoxDraw(map, true, onBox, onCancel);
  return (
    <div data-testid="overlay" {...handlers}>
      {rect && <div data-testid="rect" style={{ width: rect.width, height: rect.height }} />}
    </div>
  );
}

const drag = (from: [number, number], to: [number, number]) => {
  const overlay = screen.getByTestId('overlay');
  fireEvent.pointerDown(overlay, { clientX: from[0], clientY: from[1], pointerId: 1 });
  fireEvent.pointerMove(overlay, { clientX: to[0], clientY: to[1], pointerId: 1 });
  fireEvent.pointerUp(overlay, { clientX: to[0], clientY: to[1], pointerId: 1 });
};

describe(useBoxDraw.name, () => {
  it('hands on the box drawn, in coordinates, whichever way it was dragged', () => {
    const onBox = vi.fn();
    render(<Drawing onBox={onBox} onCancel={() => {}} />);
    drag([300, 250], [100, 50]);
    expect(onBox).toHaveBeenCalledWith({ south: 47.5, west: 1, north: 49.5, east: 3 });
    expect(screen.queryByTestId('rect')).toBeNull();
  });

  it('takes a tap for no box, and Escape for cancel', () => {
    const onBox = vi.fn();
    const onCancel = vi.fn();
    render(<Drawing onBox={onBox} onCancel={onCancel} />);
    drag([100, 100], [105, 104]);
    expect(onBox).not.toHaveBeenCalled();
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(onCancel).toHaveBeenCalled();
  });
});
