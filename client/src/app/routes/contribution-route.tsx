import type { UseQueryResult } from '@tanstack/react-query';
import { Film, MapPinOff, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PAGE_ROUTES, type LocationDetail, type MissingState, type MovieDetail } from '@contracts';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { LoadedSubject } from '@/features/contributions/components/ContributionPageFrame';
import { useLocationDetail } from '@/features/locations/api/get-location';
import { useMovie } from '@/features/movies/api/get-movie';
import { usePageMeta } from '@/lib/settings/use-page-meta';

/** What a contribution form is about, read from the slug in its address. */
interface Subject<T> {
  useSubject: (slug: string) => UseQueryResult<T>;
  icon: LucideIcon;
  missing: MissingState;
}

export const MOVIE_SUBJECT: Subject<MovieDetail> = {
  useSubject: useMovie,
  icon: Film,
  missing: PAGE_ROUTES.movie.missing,
};
export const PLACE_SUBJECT: Subject<LocationDetail> = {
  useSubject: useLocationDetail,
  icon: MapPinOff,
  missing: PAGE_ROUTES.location.missing,
};

/**
 * A contribution form's page: signed-in visitors only (others sign in and come back), the movie or
 * place read first (a skeleton, its not-found or error state meanwhile), the page titled after it.
 */
export function contributionRoute<T>(
  subject: Subject<T>,
  title: (subject?: T) => string,
  form: (subject: T) => ReactNode,
) {
  function ContributionSubject() {
    const { slug = '' } = useParams();
    const query = subject.useSubject(slug);
    usePageMeta(title(query.data));
    return (
      <LoadedSubject query={query} icon={subject.icon} missing={subject.missing}>
        {form}
      </LoadedSubject>
    );
  }
  return function ContributionRoute() {
    return (
      <RequireAuth>
        <ContributionSubject />
      </RequireAuth>
    );
  };
}
