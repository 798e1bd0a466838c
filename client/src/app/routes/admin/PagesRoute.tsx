import { PagesManager } from '@/features/admin-pages/components/PagesManager';
import { usePageMeta } from '@/features/settings/hooks/use-page-meta';

export default function PagesRoute() {
  usePageMeta('Manage Pages');
  return <PagesManager />;
}
