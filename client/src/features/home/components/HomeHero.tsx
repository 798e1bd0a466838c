import { useEffect } from 'react';
import { HOME_SLIDER_CODE } from '@contracts';
import { useSlider } from '../api/get-slider';
import { DefaultHero } from './DefaultHero';
import { HeroCarousel } from './HeroCarousel';
import { HeroFrame } from './HeroFrame';

/**
 * SPEC §2 Home: a carousel of the home_hero slider's active slides, else the default hero.
 * While the slider loads only the empty stage shows, so neither hero's text flashes.
 */
export function HomeHero() {
  const slider = useSlider(HOME_SLIDER_CODE);
  useEffect(() => {
    // SPEC §8: a slider load failure is logged only.
    if (slider.error) console.error('Failed to load the home slider', slider.error);
  }, [slider.error]);

  if (slider.isPending) return <HeroFrame />;
  const slides = (slider.data?.slides ?? []).filter((slide) => slide.active).sort((a, b) => a.order - b.order);
  return slides.length > 0 ? <HeroCarousel slides={slides} /> : <DefaultHero />;
}
