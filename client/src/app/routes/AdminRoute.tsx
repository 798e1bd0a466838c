import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { AdminLayout } from '../layout/AdminLayout';

/** /admin and every nested screen: the SPEC §4 route guard around the admin shell. */
export default function AdminRoute() {
  return (
    <RequireAuth admin>
      <AdminLayout />
    </RequireAuth>
  );
}
