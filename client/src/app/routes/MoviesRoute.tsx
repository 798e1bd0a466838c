import { MovieList } from '@/features/movies/components/MovieList';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function MoviesRoute() {
  usePageMeta('Movies');
  return <MovieList />;
}
