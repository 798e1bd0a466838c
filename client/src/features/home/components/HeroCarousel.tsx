import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { ImageWithFallback } from '@/components/ImageWithFallback';
import { PhotoCredit, ResponsivePhoto } from '@/components/ResponsivePhoto';
import type { Slide } from '@contracts';
import { useCarousel } from '../hooks/use-carousel';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { HeroContent, HeroFrame } from './HeroFrame';
import { SlideAction } from './SlideAction';

/** SPEC §9: autoplay every 5000 ms; the 500 ms fade is the `duration-500` below. */
const AUTOPLAY_MS = 5000;
const FALLBACK_SLIDE = '/images/default-slide.svg';

const controlButton =
  'grid size-11 place-items-center rounded-full border border-white/20 bg-slate-950/50 text-white backdrop-blur transition hover:border-amber-400 hover:bg-amber-500 hover:text-slate-950';

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
          {slides.map((slide, i) => {
            const current = i === carousel.index;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={!current}
                inert={!current}
                data-active={current}
                className={`absolute inset-0 flex transition-opacity duration-500 ease-in-out motion-reduce:transition-none ${
                  current ? 'z-10 opacity-100' : 'z-0 opacity-0'
                }`}
              >
                {slide.photo ? (
                  <>
                    <ResponsivePhoto
                      photo={slide.photo}
                      sizes="100vw"
                      priority={i === 0}
                      className="absolute inset-0 size-full object-cover"
                    />
                    <PhotoCredit
                      photo={slide.photo}
                      className="absolute right-3 bottom-3 z-20 rounded bg-slate-950/70 px-2 py-0.5 text-slate-200"
                    />
                  </>
                ) : (
                  <ImageWithFallback
                    src={slide.image_url}
                    fallbackSrc={FALLBACK_SLIDE}
                    alt=""
                    // The first slide is the page's largest paint: never lazy, fetched first.
                    fetchPriority={i === 0 ? 'high' : 'low'}
                    decoding={i === 0 ? 'sync' : 'async'}
                    className="absolute inset-0 size-full object-cover"
                  />
                )}
                <div aria-hidden="true" className="hero-scrim absolute inset-0" />
                <HeroContent>
                  <h2 className="max-w-4xl font-display text-4xl leading-[1.1] font-bold text-balance text-white drop-shadow-lg sm:text-6xl lg:text-7xl">
                    {slide.title}
                  </h2>
                  {slide.subtitle && (
                    <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-200 drop-shadow sm:text-xl">
                      {slide.subtitle}
                    </p>
                  )}
                  {slide.button_text && slide.button_url && (
                    <SlideAction text={slide.button_text} url={slide.button_url} />
                  )}
                </HeroContent>
              </div>
            );
          })}
        </div>

        {multiple && (
          <div className="absolute inset-x-0 bottom-0 z-20">
            <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 pb-8 sm:px-6 lg:px-8">
              <div className="flex items-center gap-1">
                {slides.map((slide, i) => (
                  <button
                    key={slide.id}
                    type="button"
                    aria-label={`Go to slide ${i + 1}`}
                    aria-current={i === carousel.index ? 'true' : undefined}
                    onClick={() => carousel.goTo(i)}
                    className="group grid h-6 place-items-center px-1"
                  >
                    <span
                      aria-hidden="true"
                      className={`block h-1.5 rounded-full transition-all duration-500 ${
                        i === carousel.index ? 'w-10 bg-amber-400' : 'w-4 bg-white/40 group-hover:bg-white/80'
                      }`}
                    />
                  </button>
                ))}
              </div>
              <div className="flex items-center gap-2">
                {!reducedMotion && (
                  <button
                    type="button"
                    className={controlButton}
                    aria-label={carousel.playing ? 'Pause slideshow' : 'Play slideshow'}
                    onClick={() => carousel.setStopped(carousel.playing)}
                  >
                    {carousel.playing ? (
                      <Pause aria-hidden="true" className="size-4" />
                    ) : (
                      <Play aria-hidden="true" className="size-4" />
                    )}
                  </button>
                )}
                <button type="button" className={controlButton} aria-label="Previous slide" onClick={carousel.previous}>
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </button>
                <button type="button" className={controlButton} aria-label="Next slide" onClick={carousel.next}>
                  <ChevronRight aria-hidden="true" className="size-5" />
                </button>
              </div>
            </div>
          </div>
        )}
      </section>
    </HeroFrame>
  );
}
