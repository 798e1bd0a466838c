import { MovieList } from '@/features/movies/components/MovieList';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function MoviesRoute() {
  usePageMeta(PAGE_ROUTES.movies.title);
  return <MovieList />;
}
