import { Film } from 'lucide-react';
import { LoadedRecord, NewOrExisting } from '@/components/admin/editor/LoadedRecord';
import { paths } from '@/config/paths';
import { useAdminMovie } from '@/features/admin-movies/api/get-admin-movie';
import { MovieEditor } from '@/features/admin-movies/components/MovieEditor';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /admin/movies/new (no id) and /admin/movies/{id}. */
export default function MovieEditRoute() {
  return <NewOrExisting New={NewMovie} Existing={ExistingMovie} />;
}

function NewMovie() {
  usePageMeta(PAGE_ROUTES.adminMovieNew.title);
  return <MovieEditor />;
}

const MISSING = { icon: Film, title: 'Movie Not Found', back: { to: paths.adminMovies, label: 'All movies' } };

function ExistingMovie({ id }: { id: string }) {
  const movie = useAdminMovie(id);
  usePageMeta(PAGE_ROUTES.adminMovie.title(movie.data));
  return (
    <LoadedRecord query={movie} missing={MISSING}>
      {(record) => <MovieEditor movie={record} />}
    </LoadedRecord>
  );
}
