import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from '@contracts';
import { HeroCarousel } from './HeroCarousel';

const slide = (n: number): Slide => ({
  id: `s${n}`,
  slider_id: 'home',
  title: `Slide title ${n}`,
  subtitle: null,
  image_url: `/images/hero-${n}.svg`,
  button_text: null,
  button_url: null,
  order: n - 1,
  active: true,
  photo_id: null,
  photo: null,
});

const showCarousel = (count = 3) =>
  render(
    <MemoryRouter>
      <HeroCarousel slides={Array.from({ length: count }, (_, i) => slide(i + 1))} />
    </MemoryRouter>,
  );

/** The slide a sighted user sees: the one not hidden from assistive technology. */
const current = () => screen.getByRole('group', { hidden: false }).getAttribute('aria-label');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const carouselRegion = () => screen.getByRole('region', { name: 'Featured filming locations' });

describe('HeroCarousel (SPEC §2 Home, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5000 ms and wraps from the last slide to the first', () => {
    showCarousel(3);
    expect(current()).toBe('1 of 3');
    wait(4999);
    expect(current()).toBe('1 of 3');
    wait(1);
    expect(current()).toBe('2 of 3');
    wait(5000);
    expect(current()).toBe('3 of 3');
    wait(5000);
    expect(current()).toBe('1 of 3');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    showCarousel(3);
    fireEvent.mouseEnter(carouselRegion());
    wait(20_000);
    expect(current()).toBe('1 of 3');
    fireEvent.mouseLeave(carouselRegion());
    wait(5000);
    expect(current()).toBe('2 of 3');
  });

  it('stops autoplay after manual navigation, and the arrows wrap both ways', () => {
    showCarousel(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('3 of 3');
    wait(30_000);
    expect(current()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toBe('2 of 3');
    wait(30_000);
    expect(current()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('moves with the arrow keys, which also count as manual navigation', () => {
    showCarousel(3);
    fireEvent.keyDown(carouselRegion(), { key: 'ArrowRight' });
    expect(current()).toBe('2 of 3');
    fireEvent.keyDown(carouselRegion(), { key: 'ArrowLeft' });
    fireEvent.keyDown(carouselRegion(), { key: 'ArrowLeft' });
    expect(current()).toBe('3 of 3');
    wait(10_000);
    expect(current()).toBe('3 of 3');
  });

  it('shows no arrows or dots and never moves with a single slide', () => {
    showCarousel(1);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to slide 1' })).not.toBeInTheDocument();
    wait(10_000);
    expect(current()).toBe('1 of 1');
  });
});
