import { Film } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import { useAdminMovie } from '@/features/admin-movies/api/admin-movies';
import { MovieEditor } from '@/features/admin-movies/components/MovieEditor';
import { isNotFound } from '@/lib/api-client';
import { usePageMeta } from '@/lib/settings/use-page-meta';

/** /admin/movies/new (no id) and /admin/movies/{id}. */
export default function MovieEditRoute() {
  const { id } = useParams();
  if (!id) return <NewMovie />;
  return <ExistingMovie key={id} id={id} />;
}

function NewMovie() {
  usePageMeta('Add Movie');
  return <MovieEditor />;
}

function ExistingMovie({ id }: { id: string }) {
  const movie = useAdminMovie(id);
  usePageMeta(movie.data ? `Edit ${movie.data.title}` : 'Edit Movie');
  if (movie.isPending) return <Skeleton className="h-[32rem]" />;
  if (isNotFound(movie.error)) {
    return (
      <EmptyState
        as="h1"
        icon={Film}
        title="Movie Not Found"
        message="It may have been deleted."
        action={
          <Link to={paths.adminMovies} className="font-semibold text-amber-400">
            All movies
          </Link>
        }
      />
    );
  }
  if (movie.isError) return <ErrorState onRetry={() => void movie.refetch()} />;
  return <MovieEditor movie={movie.data} />;
}
