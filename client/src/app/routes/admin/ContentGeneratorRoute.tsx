import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ContentGenerator } from '@/features/admin-generator/components/ContentGenerator';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /admin/content-generator: queue a generation, review the checked draft, save it (SPEC §2). */
export default function ContentGeneratorRoute() {
  usePageMeta(PAGE_ROUTES.adminContentGenerator.title);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="AI Content Generator"
        description="Generate a movie with its filming locations, review the checked places, then save. Nothing is published until you save."
      />
      <ContentGenerator />
    </div>
  );
}
