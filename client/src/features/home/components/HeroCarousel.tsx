import type { KeyboardEvent } from 'react';
import type { Slide } from '@contracts';
import { useCarousel } from '../hooks/use-carousel';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { CarouselControls } from './CarouselControls';
import { CarouselSlide } from './CarouselSlide';
import { HeroFrame } from './HeroFrame';

/** SPEC §9: autoplay every 5000 ms; the 500 ms fade is CarouselSlide's `duration-500`. */
const AUTOPLAY_MS = 5000;

/** SPEC §2 Home carousel, following the WAI-ARIA carousel pattern. */
export function HeroCarousel({ slides }: { slides: Slide[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const carousel = useCarousel({ count, intervalMs: AUTOPLAY_MS, autoplay: !reducedMotion });
  const multiple = count > 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!multiple) return;
    if (event.key === 'ArrowLeft') carousel.previous();
    else if (event.key === 'ArrowRight') carousel.next();
    else return;
    event.preventDefault();
  };

  return (
    <HeroFrame>
      {/* A focusable carousel region that the arrow keys drive (WAI-ARIA carousel pattern). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        aria-roledescription="carousel"
        aria-labelledby="hero-carousel-title"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={multiple ? 0 : undefined}
        onKeyDown={onKeyDown}
        onMouseEnter={() => carousel.setHovered(true)}
        onMouseLeave={() => carousel.setHovered(false)}
        className="absolute inset-0 flex focus-visible:outline-offset-[-4px]"
      >
        <h1 id="hero-carousel-title" className="sr-only">
          Featured filming locations
        </h1>
        {/* Announce slide changes only when the user drives them, never while autoplaying. */}
        <div aria-live={carousel.playing ? 'off' : 'polite'} className="absolute inset-0">
          {slides.map((slide, i) => (
            <CarouselSlide key={slide.id} slide={slide} position={i} count={count} current={i === carousel.index} />
          ))}
        </div>
        {multiple && (
          <CarouselControls carousel={carousel} slideIds={slides.map((slide) => slide.id)} canPlay={!reducedMotion} />
        )}
      </section>
    </HeroFrame>
  );
}
