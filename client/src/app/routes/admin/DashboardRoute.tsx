import { AdminDashboard } from '@/features/admin-dashboard/components/AdminDashboard';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function DashboardRoute() {
  usePageMeta('Admin Dashboard');
  return <AdminDashboard />;
}
