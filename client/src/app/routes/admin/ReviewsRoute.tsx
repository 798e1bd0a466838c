import { ReviewModeration } from '@/features/admin-reviews/components/ReviewModeration';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function ReviewsRoute() {
  usePageMeta('Reviews');
  return <ReviewModeration />;
}
