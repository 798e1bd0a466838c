import { ModerationInbox } from '@/features/admin-moderation/components/ModerationInbox';
import { ModeratedReviewCard } from '@/features/admin-reviews/components/ModeratedReviewCard';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /admin/moderation (issue #34): the inbox, with reported reviews drawn and acted on as on /admin/reviews. */
export default function ModerationRoute() {
  usePageMeta(PAGE_ROUTES.adminModeration.title);
  return <ModerationInbox review={(item) => <ModeratedReviewCard review={item.review} />} />;
}
