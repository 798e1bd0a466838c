import { SlidersManager } from '@/features/admin-sliders/components/SlidersManager';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function SlidersRoute() {
  usePageMeta('Manage Sliders');
  return <SlidersManager />;
}
