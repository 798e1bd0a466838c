import { AccountPage } from '@/features/auth/components/AccountPage';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { getMyContributions } from '@/features/contributions/api/get-my-contributions';
import { getReviewsByMe } from '@/features/reviews/api/get-reviews-by-me';
import { YourReviews } from '@/features/reviews/components/YourReviews';
import { getMyTripData } from '@/features/trips/api/get-my-trip-data';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /account: signed-in users only (RequireAuth sends others to /login, or home after a sign-out). */
export default function AccountRoute() {
  usePageMeta(PAGE_ROUTES.account.title);
  return (
    <RequireAuth>
      <AccountPage
        reviews={(user) => <YourReviews userId={user.id} />}
        loadReviews={() => getReviewsByMe()}
        loadTrips={() => getMyTripData()}
        loadContributions={() => getMyContributions()}
      />
    </RequireAuth>
  );
}
