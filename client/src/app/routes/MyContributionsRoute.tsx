import { PAGE_ROUTES } from '@contracts';
import { MyContributionsPage } from '@/features/contributions/components/MyContributionsPage';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { SignedIn } from './signed-in';

/** /account/contributions (issue #34): the signed-in visitor's suggestions; others sign in first. */
export default function MyContributionsRoute() {
  usePageMeta(PAGE_ROUTES.myContributions.title);
  return <SignedIn>{(user) => <MyContributionsPage userId={user.id} />}</SignedIn>;
}
