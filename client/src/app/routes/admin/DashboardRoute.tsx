import { AdminDashboard } from '@/features/admin-dashboard/components/AdminDashboard';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function DashboardRoute() {
  usePageMeta(PAGE_ROUTES.admin.title);
  return <AdminDashboard />;
}
