import { AdminPageHeader, adminCardClass } from '@/components/admin/AdminPageHeader';
import { usePageMeta } from '@/lib/settings/use-page-meta';

/** /admin/content-generator: the AI generator is not part of this release; say so plainly. */
export default function ContentGeneratorRoute() {
  usePageMeta('AI Content Generator');
  return (
    <div className="space-y-6">
      <AdminPageHeader title="AI Content Generator" />
      <p className={`${adminCardClass} max-w-2xl text-slate-300`}>
        Generating movies and their filming locations with an AI model is not available yet. Until it is, movies and
        locations are added with the command-line import (
        <code className="text-amber-300">npm run cli -- import:locations FILE.csv</code>).
      </p>
    </div>
  );
}
