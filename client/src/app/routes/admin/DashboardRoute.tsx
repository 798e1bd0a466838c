import { AdminDashboard } from '@/features/admin-dashboard/components/AdminDashboard';
import { usePageMeta } from '@/features/settings/hooks/use-page-meta';

export default function DashboardRoute() {
  usePageMeta('Admin Dashboard');
  return <AdminDashboard />;
}
