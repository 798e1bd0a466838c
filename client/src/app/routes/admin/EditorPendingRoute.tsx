import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminPageHeader, adminCardClass } from '@/components/admin/AdminPageHeader';
import { usePageMeta } from '@/lib/settings/use-page-meta';

/** Target of the dashboard's Add Movie button and Edit links until the movie and location editors exist. */
export default function EditorPendingRoute() {
  const { id } = useParams();
  const title = id ? 'Edit' : 'Add Movie';
  usePageMeta(title);
  return (
    <div className="space-y-6">
      <AdminPageHeader title={title} />
      <p className={`${adminCardClass} max-w-2xl text-slate-300`}>
        Editing movies and locations in the browser is not available yet.{' '}
        <Link to={paths.admin} className="font-semibold text-amber-400 hover:text-amber-300">
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}
