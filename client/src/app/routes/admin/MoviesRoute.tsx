import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminPageHeader, adminCardClass } from '@/components/admin/AdminPageHeader';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { useMovies } from '@/features/movies/api/get-movies';
import { usePageMeta } from '@/lib/settings/use-page-meta';

const LIST_SIZE = 100;

/** /admin/movies: the newest movies, read-only until the movie editor arrives. */
export default function MoviesRoute() {
  usePageMeta('Movies');
  const movies = useMovies({ limit: LIST_SIZE });
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Movies"
        description={
          movies.data && movies.data.total > LIST_SIZE
            ? `The newest ${LIST_SIZE} of ${movies.data.total} movies. Editing movies is not available here yet.`
            : 'Every movie, newest first. Editing movies is not available here yet.'
        }
      />
      {movies.isPending ? (
        <Skeleton className="h-64" />
      ) : movies.isError ? (
        <ErrorState title="Movies could not be loaded" onRetry={() => void movies.refetch()} />
      ) : (
        <ul className={`${adminCardClass} divide-y divide-slate-800 !py-2`}>
          {movies.data.items.map((movie) => (
            <li key={movie.id} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-white">{movie.title}</p>
                <p className="text-sm text-slate-400">{[movie.year, movie.director].filter(Boolean).join(' · ')}</p>
              </div>
              <Link to={paths.movie(movie.slug)} className="shrink-0 text-sm font-semibold text-amber-400 hover:text-amber-300">
                View <span className="sr-only">{movie.title}</span> on the site
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
