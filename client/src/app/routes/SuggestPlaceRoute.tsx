import { Film } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { LoadedSubject } from '@/features/contributions/components/ContributionPageFrame';
import { SuggestPlacePage } from '@/features/contributions/components/SuggestPlacePage';
import { useMovie } from '@/features/movies/api/get-movie';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /account/contributions/suggest-place/{movie} (issue #34): signed-in visitors only. */
export default function SuggestPlaceRoute() {
  return (
    <RequireAuth>
      <SuggestPlaceForMovie />
    </RequireAuth>
  );
}

function SuggestPlaceForMovie() {
  const { slug = '' } = useParams();
  const movie = useMovie(slug);
  usePageMeta(PAGE_ROUTES.suggestPlace.title(movie.data));
  return (
    <LoadedSubject query={movie} icon={Film} missing={PAGE_ROUTES.movie.missing}>
      {(loaded) => <SuggestPlacePage movie={loaded} />}
    </LoadedSubject>
  );
}
