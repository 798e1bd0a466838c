import { describe, expect, it } from 'vitest';
import { shiftIntoView } from './use-popup-in-view';

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('shiftIntoView (a popup opened near the edge of the map)', () => {
  const map = box(0, 64, 1280, 836);
  const panel = box(12, 76, 416, 100);

  it('leaves a popup well inside the map alone', () => {
    expect(shiftIntoView(box(600, 400, 220, 180), map, panel)).toEqual({ x: 0, y: 0 });
  });

  it('moves a popup past the top right corner the least it takes, keeping room at the edges', () => {
    expect(shiftIntoView(box(1150, 20, 220, 180), map, panel)).toEqual({ x: -102, y: 56 });
  });

  it('shows the top of a popup taller than the map', () => {
    expect(shiftIntoView(box(600, 0, 220, 1000), map, panel)).toEqual({ x: 0, y: 76 });
  });

  it('moves a popup out from under the panel the shorter way: beside it, or below it', () => {
    // 60 px from clear of the panel's side (the room kept around it included), 88 from its bottom.
    expect(shiftIntoView(box(380, 100, 220, 180), map, panel)).toEqual({ x: 60, y: 0 });
    // 20 px from clear of its bottom, 340 from its side.
    expect(shiftIntoView(box(100, 168, 220, 180), map, panel)).toEqual({ x: 0, y: 20 });
  });

  it('on a phone, where the panel spans the map, moves the popup below it', () => {
    const phone = box(0, 64, 390, 780);
    const bar = box(12, 76, 366, 54);
    expect(shiftIntoView(box(150, 40, 220, 140), phone, bar)).toEqual({ x: 0, y: 102 });
  });
});
