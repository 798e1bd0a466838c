import { PAGE_ROUTES } from '@contracts';
import { SuggestCorrectionPage } from '@/features/contributions/components/SuggestCorrectionPage';
import { contributionRoute, PLACE_SUBJECT } from './contribution-route';

/** /account/contributions/suggest-correction/{place} (issue #34): signed-in visitors only. */
export default contributionRoute(PLACE_SUBJECT, PAGE_ROUTES.suggestCorrection.title, (place) => (
  <SuggestCorrectionPage place={place} />
));
