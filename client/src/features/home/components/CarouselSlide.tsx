import { ImageWithFallback } from '@/components/ImageWithFallback';
import { PhotoCredit, ResponsivePhoto } from '@/components/ResponsivePhoto';
import type { Slide } from '@contracts';
import { HeroContent } from './HeroFrame';
import { SlideAction } from './SlideAction';

const FALLBACK_SLIDE = '/images/default-slide.svg';

/**
 * One slide of the carousel (a WAI-ARIA carousel slide): its picture, title, subtitle and action.
 * The slides are stacked; only the current one is seen, read and reachable (the others are inert).
 */
export function CarouselSlide({
  slide,
  position,
  count,
  current,
}: {
  slide: Slide;
  /** 0 for the first slide, the page's largest paint. */
  position: number;
  count: number;
  current: boolean;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={!current}
      inert={!current}
      data-active={current}
      className={`absolute inset-0 flex transition-opacity duration-500 ease-in-out motion-reduce:transition-none ${
        current ? 'z-10 opacity-100' : 'z-0 opacity-0'
      }`}
    >
      <SlidePicture slide={slide} first={position === 0} />
      <div aria-hidden="true" className="hero-scrim absolute inset-0" />
      <HeroContent>
        <h2 className="max-w-4xl font-display text-4xl leading-[1.1] font-bold text-balance text-white drop-shadow-lg sm:text-6xl lg:text-7xl">
          {slide.title}
        </h2>
        {slide.subtitle && (
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-200 drop-shadow sm:text-xl">{slide.subtitle}</p>
        )}
        {slide.button_text && slide.button_url && <SlideAction text={slide.button_text} url={slide.button_url} />}
      </HeroContent>
    </div>
  );
}

/** The slide's uploaded photo with its credit, or its image URL with a fallback. */
function SlidePicture({ slide, first }: { slide: Slide; first: boolean }) {
  if (!slide.photo) {
    return (
      <ImageWithFallback
        src={slide.image_url}
        fallbackSrc={FALLBACK_SLIDE}
        alt=""
        // The first slide is the page's largest paint: never lazy, fetched first.
        fetchPriority={first ? 'high' : 'low'}
        decoding={first ? 'sync' : 'async'}
        className="absolute inset-0 size-full object-cover"
      />
    );
  }
  return (
    <>
      <ResponsivePhoto
        photo={slide.photo}
        sizes="100vw"
        priority={first}
        className="absolute inset-0 size-full object-cover"
      />
      <PhotoCredit
        photo={slide.photo}
        className="absolute right-3 bottom-3 z-20 rounded bg-slate-950/70 px-2 py-0.5 text-slate-200"
      />
    </>
  );
}
