import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { secondaryButtonClass } from '@/components/button-styles';
import { CallToAction } from '@/features/home/components/CallToAction';
import { HomeHero } from '@/features/home/components/HomeHero';
import { HomeSection } from '@/features/home/components/HomeSection';
import { HowItWorks } from '@/features/home/components/HowItWorks';
import { useMovies } from '@/features/movies/api/get-movies';
import { MovieCard } from '@/features/movies/components/MovieCard';
import { MovieCardSkeleton } from '@/features/movies/components/MovieCardSkeleton';
import { AdSlot } from '@/lib/settings/AdSlot';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { paths } from '@/config/paths';
import { FEATURED_MOVIE_COUNT } from '@contracts';

export default function HomeRoute() {
  usePageMeta(undefined);
  return (
    <>
      <HomeHero />
      <FeaturedMovies />
      <AdSlot slot="home_banner" />
      <HowItWorks />
      <CallToAction />
    </>
  );
}

function FeaturedMovies() {
  const movies = useMovies({ limit: FEATURED_MOVIE_COUNT });
  useEffect(() => {
    // SPEC §8: a movie load failure is logged only; the home page then shows no movies.
    if (movies.error) console.error('Failed to load featured movies', movies.error);
  }, [movies.error]);

  return (
    <HomeSection
      id="featured-movies"
      eyebrow="Now showing"
      title="Featured Movies"
      description="Iconic films and the real-world places where their most memorable scenes were shot."
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
        {movies.isPending
          ? Array.from({ length: FEATURED_MOVIE_COUNT }, (_, i) => <MovieCardSkeleton key={i} />)
          : (movies.data?.items ?? [])
              .slice(0, FEATURED_MOVIE_COUNT)
              .map((movie) => <MovieCard key={movie.id} movie={movie} />)}
      </div>
      <div className="mt-12 flex justify-center">
        <Link to={paths.movies} className={`${secondaryButtonClass} px-6 py-3`}>
          View All Movies
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </HomeSection>
  );
}
