import { Inbox } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { LoadedRecord } from '@/components/admin/editor/LoadedRecord';
import { paths } from '@/config/paths';
import { useSuggestion } from '@/features/admin-moderation/api/get-suggestion';
import { SuggestionReview } from '@/features/admin-moderation/components/SuggestionReview';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

const MISSING = {
  icon: Inbox,
  title: 'Suggestion Not Found',
  back: { to: paths.adminModeration, label: 'Moderation' },
};

/** /admin/moderation/suggestions/{id} (issue #34). */
export default function SuggestionReviewRoute() {
  const { id = '' } = useParams();
  const suggestion = useSuggestion(id);
  usePageMeta(
    PAGE_ROUTES.adminSuggestion.title(suggestion.data && { proposed_name: suggestion.data.proposed?.name ?? null }),
  );
  return (
    <LoadedRecord query={suggestion} missing={MISSING}>
      {(record) => <SuggestionReview suggestion={record} />}
    </LoadedRecord>
  );
}
