import { MoviesTable } from '@/features/admin-movies/components/MoviesTable';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function MoviesRoute() {
  usePageMeta(PAGE_ROUTES.adminMovies.title);
  return <MoviesTable />;
}
