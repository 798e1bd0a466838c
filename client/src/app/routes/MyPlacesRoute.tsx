import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { MyPlacesPage } from '@/features/saved-places/components/MyPlacesPage';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /account/places (issue #33): the signed-in user's Want to Go and Been Here; others sign in first. */
export default function MyPlacesRoute() {
  usePageMeta(PAGE_ROUTES.myPlaces.title);
  return (
    <RequireAuth>
      <SignedInPlaces />
    </RequireAuth>
  );
}

function SignedInPlaces() {
  const { user } = useAuth();
  return user ? <MyPlacesPage userId={user.id} /> : null;
}
