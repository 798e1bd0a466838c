import { PagesManager } from '@/features/admin-pages/components/PagesManager';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function PagesRoute() {
  usePageMeta(PAGE_ROUTES.adminPages.title);
  return <PagesManager />;
}
