import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { useCarousel } from '../hooks/use-carousel';

const controlButton =
  'grid size-11 place-items-center rounded-full border border-white/20 bg-slate-950/50 text-white backdrop-blur transition hover:border-amber-400 hover:bg-amber-500 hover:text-slate-950';

/**
 * Under the slides: a dot per slide (the current one long), then pause/play (not offered when the
 * visitor asked for reduced motion, where nothing plays) and previous/next.
 */
export function CarouselControls({
  carousel,
  slideIds,
  canPlay,
}: {
  carousel: ReturnType<typeof useCarousel>;
  slideIds: string[];
  canPlay: boolean;
}) {
  return (
    <div className="absolute inset-x-0 bottom-0 z-20">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 pb-8 sm:px-6 lg:px-8">
        <div className="flex items-center gap-1">
          {slideIds.map((id, i) => (
            <button
              key={id}
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
          {canPlay && (
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
  );
}
