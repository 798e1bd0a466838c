import { ArrowRight, Map } from 'lucide-react';
import { Link } from 'react-router-dom';
import { HOME_HEADLINE } from '@contracts';
import { primaryButtonClass, secondaryButtonClass } from '@/components/button-styles';
import { HeroContent, HeroFrame } from './HeroFrame';

/** SPEC §2 Home: the hero shown when the home_hero slider has no active slides (or fails to load). */
const DEFAULT_HERO_IMAGE = '/images/default-slide.svg';

export function DefaultHero() {
  return (
    <HeroFrame image={DEFAULT_HERO_IMAGE}>
      <HeroContent>
        <p className="text-sm font-semibold tracking-[0.2em] text-amber-400 uppercase">Film tourism, mapped</p>
        <h1 className="mt-5 max-w-4xl font-display text-4xl leading-[1.1] font-bold text-balance text-white sm:text-6xl lg:text-7xl">
          {HOME_HEADLINE}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-300 sm:text-xl">
          Walk in the footsteps of your favorite characters. Find the real streets, landscapes and landmarks behind the
          scenes, and plan a trip to see them for yourself.
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <Link to="/movies" className={`${primaryButtonClass} px-7 py-3.5 text-base`}>
            Explore Movies
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link to="/map" className={`${secondaryButtonClass} px-7 py-3.5 text-base backdrop-blur`}>
            <Map aria-hidden="true" className="size-5" />
            View Map
          </Link>
        </div>
      </HeroContent>
    </HeroFrame>
  );
}
