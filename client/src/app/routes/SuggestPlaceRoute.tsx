import { PAGE_ROUTES } from '@contracts';
import { SuggestPlacePage } from '@/features/contributions/components/SuggestPlacePage';
import { contributionRoute, MOVIE_SUBJECT } from './contribution-route';

/** /account/contributions/suggest-place/{movie} (issue #34): signed-in visitors only. */
export default contributionRoute(MOVIE_SUBJECT, PAGE_ROUTES.suggestPlace.title, (movie) => (
  <SuggestPlacePage movie={movie} />
));
