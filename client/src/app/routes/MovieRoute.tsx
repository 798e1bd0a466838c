import { Film } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { primaryButtonClass } from '@/components/button-styles';
import { useMovie } from '@/features/movies/api/get-movie';
import { MovieDetailSkeleton } from '@/features/movies/components/MovieDetailSkeleton';
import { MovieDetailView } from '@/features/movies/components/MovieDetailView';
import { SavedPlaceActions } from '@/features/saved-places/components/SavedPlaceActions';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { isNotFound } from '@/lib/api-client';
import { useCurrentSlug } from '@/lib/use-current-slug';

export default function MovieRoute() {
  const { slug = '' } = useParams();
  const movieQuery = useMovie(slug);
  const movie = movieQuery.data;
  const notFound = isNotFound(movieQuery.error);
  useCurrentSlug(slug, movie?.slug, paths.movie);
  usePageMeta(movie?.title ?? (notFound ? 'Movie Not Found' : undefined), movie?.description?.slice(0, 160));

  if (movieQuery.isPending) return <MovieDetailSkeleton />;
  if (notFound) {
    return (
      <EmptyState
        as="h1"
        icon={Film}
        title="Movie Not Found"
        message="The movie you are looking for does not exist or may have been removed."
        action={
          <Link to={paths.movies} className={primaryButtonClass}>
            Browse All Movies
          </Link>
        }
      />
    );
  }
  if (movieQuery.isError) return <ErrorState onRetry={() => void movieQuery.refetch()} />;
  return (
    <SavedPlaceActions>
      <MovieDetailView movie={movieQuery.data} />
    </SavedPlaceActions>
  );
}
