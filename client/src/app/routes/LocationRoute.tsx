import { MapPinOff } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { primaryButtonClass } from '@/components/button-styles';
import { useLocationDetail } from '@/features/locations/api/get-location';
import { LocationDetailSkeleton } from '@/features/locations/components/LocationDetailSkeleton';
import { LocationDetailView } from '@/features/locations/components/LocationDetailView';
import { ReviewsSection } from '@/features/reviews/components/ReviewsSection';
import { WriteReviewOffer } from '@/features/reviews/components/WriteReviewOffer';
import { SavedPlaceActions } from '@/features/saved-places/components/SavedPlaceActions';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { isNotFound } from '@/lib/api-client';
import { useCurrentSlug } from '@/lib/use-current-slug';

export default function LocationRoute() {
  const { slug = '' } = useParams();
  const locationQuery = useLocationDetail(slug);
  const location = locationQuery.data;
  const notFound = isNotFound(locationQuery.error);
  useCurrentSlug(slug, location?.slug, paths.location);
  usePageMeta(
    location ? `${location.name} – ${location.movie.title}` : notFound ? 'Location Not Found' : undefined,
    (location?.description ?? location?.scene_description)?.slice(0, 160),
  );

  if (locationQuery.isPending) return <LocationDetailSkeleton />;
  if (notFound) {
    return (
      <EmptyState
        as="h1"
        icon={MapPinOff}
        title="Location Not Found"
        message="The filming location you are looking for does not exist or may have been removed."
        action={
          <Link to={paths.movies} className={primaryButtonClass}>
            Browse Movies
          </Link>
        }
      />
    );
  }
  if (locationQuery.isError) return <ErrorState onRetry={() => void locationQuery.refetch()} />;
  return (
    // Want to Go / Been Here on the place; once been there, the offer to review it (issue #33).
    <SavedPlaceActions afterBeen={(placeId) => <WriteReviewOffer locationId={placeId} />}>
      <LocationDetailView
        location={locationQuery.data}
        reviews={<ReviewsSection locationId={locationQuery.data.id} />}
      />
    </SavedPlaceActions>
  );
}
