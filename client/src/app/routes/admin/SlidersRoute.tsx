import { SlidersManager } from '@/features/admin-sliders/components/SlidersManager';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function SlidersRoute() {
  usePageMeta(PAGE_ROUTES.adminSliders.title);
  return <SlidersManager />;
}
