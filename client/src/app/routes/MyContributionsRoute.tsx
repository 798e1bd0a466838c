import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { MyContributionsPage } from '@/features/contributions/components/MyContributionsPage';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /account/contributions (issue #34): the signed-in visitor's suggestions; others sign in first. */
export default function MyContributionsRoute() {
  usePageMeta(PAGE_ROUTES.myContributions.title);
  return (
    <RequireAuth>
      <SignedInContributions />
    </RequireAuth>
  );
}

function SignedInContributions() {
  const { user } = useAuth();
  return user ? <MyContributionsPage userId={user.id} /> : null;
}
