import { PAGE_ROUTES } from '@contracts';
import { AddPhotoPage } from '@/features/contributions/components/AddPhotoPage';
import { contributionRoute, PLACE_SUBJECT } from './contribution-route';

/** /account/contributions/add-photo/{place} (issue #34): signed-in visitors only. */
export default contributionRoute(PLACE_SUBJECT, PAGE_ROUTES.suggestPhoto.title, (place) => (
  <AddPhotoPage place={place} />
));
