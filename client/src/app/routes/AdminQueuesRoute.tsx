import { QueuesDashboard } from '@/features/admin-queues/components/QueuesDashboard';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function AdminQueuesRoute() {
  usePageMeta('Job Queues');
  return <QueuesDashboard />;
}
