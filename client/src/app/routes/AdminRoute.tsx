import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { useAuth } from '@/lib/auth/auth-context';

/** Guarded admin area (SPEC §4 route guard); its screens arrive with the admin feature. */
export default function AdminRoute() {
  return (
    <RequireAuth admin>
      <AdminPlaceholder />
    </RequireAuth>
  );
}

function AdminPlaceholder() {
  usePageMeta('Admin Dashboard');
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-3xl px-6 py-20 text-center">
      <LayoutDashboard aria-hidden="true" className="mx-auto size-12 text-amber-500" />
      <h1 className="mt-6 font-display text-3xl font-bold text-white">Admin Dashboard</h1>
      <p className="mt-3 text-slate-400">Signed in as {user?.email}.</p>
      <Link to={paths.home} className="mt-8 inline-block font-semibold text-amber-400 hover:text-amber-300">
        Back to the site
      </Link>
    </div>
  );
}
