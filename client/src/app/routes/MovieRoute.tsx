import { Film } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { NotFoundState } from '@/components/NotFoundState';
import { SuggestPlaceLink } from '@/features/contributions/components/ContributeLink';
import { useMovie } from '@/features/movies/api/get-movie';
import { MovieDetailSkeleton } from '@/features/movies/components/MovieDetailSkeleton';
import { MovieDetailView } from '@/features/movies/components/MovieDetailView';
import { SavedPlaceActions } from '@/features/saved-places/components/SavedPlaceActions';
import { AddToTripButton } from '@/features/trips/components/AddToTripButton';
import { PlanTripButton } from '@/features/trips/components/PlanTripButton';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { isNotFound } from '@/lib/api-client';
import { useCurrentSlug } from '@/lib/use-current-slug';
import { PAGE_ROUTES } from '@contracts';

const { title, description, missing } = PAGE_ROUTES.movie;

export default function MovieRoute() {
  const { slug = '' } = useParams();
  const movieQuery = useMovie(slug);
  const movie = movieQuery.data;
  const notFound = isNotFound(movieQuery.error);
  useCurrentSlug(slug, movie?.slug, paths.movie);
  usePageMeta(movie ? title(movie) : notFound ? missing.title : undefined, movie && description(movie));

  if (movieQuery.isPending) return <MovieDetailSkeleton />;
  if (notFound) return <NotFoundState icon={Film} state={missing} />;
  if (movieQuery.isError) return <ErrorState onRetry={() => void movieQuery.refetch()} />;
  return (
    <SavedPlaceActions more={(props) => <AddToTripButton {...props} />}>
      <MovieDetailView
        movie={movieQuery.data}
        planTrip={<PlanTripButton movie={movieQuery.data} />}
        suggestPlace={<SuggestPlaceLink movie={movieQuery.data} />}
      />
    </SavedPlaceActions>
  );
}
