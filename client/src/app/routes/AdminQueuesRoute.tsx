import { QueuesDashboard } from '@/features/admin-queues/components/QueuesDashboard';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function AdminQueuesRoute() {
  usePageMeta(PAGE_ROUTES.adminQueues.title);
  return <QueuesDashboard />;
}
