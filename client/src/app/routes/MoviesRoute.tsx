import { MovieList } from '@/features/movies/components/MovieList';
import { usePageMeta } from '@/features/settings/hooks/use-page-meta';

export default function MoviesRoute() {
  usePageMeta('Movies');
  return <MovieList />;
}
