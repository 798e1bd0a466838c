import { MoviesTable } from '@/features/admin-movies/components/MoviesTable';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function MoviesRoute() {
  usePageMeta('Movies');
  return <MoviesTable />;
}
