import { ReviewModeration } from '@/features/admin-reviews/components/ReviewModeration';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function ReviewsRoute() {
  usePageMeta(PAGE_ROUTES.adminReviews.title);
  return <ReviewModeration />;
}
