import { PAGE_ROUTES } from '@contracts';
import { MyPlacesPage } from '@/features/saved-places/components/MyPlacesPage';
import { AddPlacesToTripButton } from '@/features/trips/components/AddPlacesToTripButton';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { SignedIn } from './signed-in';

/** /account/places (issue #33): the signed-in user's Want to Go and Been Here; others sign in first. */
export default function MyPlacesRoute() {
  usePageMeta(PAGE_ROUTES.myPlaces.title);
  return (
    <SignedIn>
      {(user) => (
        <MyPlacesPage
          userId={user.id}
          // The filtered Want to Go list can go into a trip (issue #33: "add places ... from My Places").
          listAction={(ids) => (
            <AddPlacesToTripButton ids={ids} label="Add These Places to a Trip" listKey="want-to-go" />
          )}
        />
      )}
    </SignedIn>
  );
}
