import { MapPinOff } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { NotFoundState } from '@/components/NotFoundState';
import { PlaceContributionLinks } from '@/features/contributions/components/ContributeLink';
import { useLocationDetail } from '@/features/locations/api/get-location';
import { LocationDetailSkeleton } from '@/features/locations/components/LocationDetailSkeleton';
import { LocationDetailView } from '@/features/locations/components/LocationDetailView';
import { ReviewsSection } from '@/features/reviews/components/ReviewsSection';
import { WriteReviewOffer } from '@/features/reviews/components/WriteReviewOffer';
import { SavedPlaceActions } from '@/features/saved-places/components/SavedPlaceActions';
import { AddToTripButton } from '@/features/trips/components/AddToTripButton';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { isNotFound } from '@/lib/api-client';
import { useCurrentSlug } from '@/lib/use-current-slug';
import { PAGE_ROUTES } from '@contracts';

const { title, description, missing } = PAGE_ROUTES.location;

export default function LocationRoute() {
  const { slug = '' } = useParams();
  const locationQuery = useLocationDetail(slug);
  const location = locationQuery.data;
  const notFound = isNotFound(locationQuery.error);
  useCurrentSlug(slug, location?.slug, paths.location);
  usePageMeta(location ? title(location) : notFound ? missing.title : undefined, location && description(location));

  if (locationQuery.isPending) return <LocationDetailSkeleton />;
  if (notFound) return <NotFoundState icon={MapPinOff} state={missing} />;
  if (locationQuery.isError) return <ErrorState onRetry={() => void locationQuery.refetch()} />;
  return (
    // Want to Go / Been Here on the place; once been there, the offer to review it (issue #33).
    <SavedPlaceActions
      afterBeen={(placeId) => <WriteReviewOffer locationId={placeId} />}
      more={(props) => <AddToTripButton {...props} />}
    >
      <LocationDetailView
        location={locationQuery.data}
        reviews={<ReviewsSection locationId={locationQuery.data.id} />}
        contribute={<PlaceContributionLinks place={locationQuery.data} />}
      />
    </SavedPlaceActions>
  );
}
