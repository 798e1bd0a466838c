import { PagesManager } from '@/features/admin-pages/components/PagesManager';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function PagesRoute() {
  usePageMeta('Manage Pages');
  return <PagesManager />;
}
