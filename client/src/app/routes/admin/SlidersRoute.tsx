import { SlidersManager } from '@/features/admin-sliders/components/SlidersManager';
import { usePageMeta } from '@/features/settings/hooks/use-page-meta';

export default function SlidersRoute() {
  usePageMeta('Manage Sliders');
  return <SlidersManager />;
}
