import type { AdminDashboard as Dashboard } from '@contracts';
import { Film, MapPin, Plus, Settings, Sigma, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  AdminPageHeader,
  adminCardClass,
  adminPrimaryButtonClass,
  adminSecondaryButtonClass,
} from '@/components/admin/AdminPageHeader';
import { AdminStat } from '@/components/admin/AdminStat';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import { useDashboard } from '../api/get-dashboard';
import { AuditList } from './AuditList';
import { formatAverage } from './format';
import { RecentLists } from './RecentLists';
import { ModerationNotice } from './ModerationNotice';

/** SPEC §2 Admin dashboard: totals, the average, the 5 newest movies and locations, the buttons, the audit log. */
export function AdminDashboard() {
  const dashboard = useDashboard();
  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Admin Dashboard"
        description="What the site holds, what changed lately, and where to go next."
        actions={<DashboardButtons />}
      />
      {dashboard.isPending ? (
        <div role="status" aria-label="Loading dashboard" className="grid gap-4 sm:grid-cols-3">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-28" />
          ))}
        </div>
      ) : dashboard.isError ? (
        <ErrorState title="The dashboard could not be loaded" onRetry={() => void dashboard.refetch()} />
      ) : (
        <DashboardBody data={dashboard.data} />
      )}
    </div>
  );
}

/** SPEC §2's buttons: Add Movie first, then where an admin goes next. */
const BUTTONS = [
  { to: paths.adminContentGenerator, icon: Sparkles, label: 'Generate Content' },
  { to: paths.adminSettings, icon: Settings, label: 'Site Settings' },
  { to: paths.adminMovies, icon: Film, label: 'Manage Movies' },
  { to: paths.adminLocations, icon: MapPin, label: 'Manage Locations' },
];

function DashboardButtons() {
  return (
    <>
      <Link to={paths.adminMovieNew} className={adminPrimaryButtonClass}>
        <Plus aria-hidden="true" className="size-4" /> Add Movie
      </Link>
      {BUTTONS.map(({ to, icon: Icon, label }) => (
        <Link key={to} to={to} className={adminSecondaryButtonClass}>
          <Icon aria-hidden="true" className="size-4" /> {label}
        </Link>
      ))}
    </>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  const stats = [
    { icon: Film, label: 'Total Movies', value: String(data.total_movies) },
    { icon: MapPin, label: 'Total Locations', value: String(data.total_locations) },
    { icon: Sigma, label: 'Avg. Locations per Movie', value: formatAverage(data.average_locations_per_movie) },
  ];
  return (
    <>
      <ModerationNotice waiting={data.moderation_waiting} reportedReviews={data.reported_reviews} />
      <dl className="grid gap-4 sm:grid-cols-3">
        {stats.map(({ icon: Icon, label, value }) => (
          <AdminStat key={label} icon={<Icon aria-hidden="true" className="size-5" />} label={label} large>
            {value}
          </AdminStat>
        ))}
      </dl>
      <RecentLists data={data} />
      <section aria-labelledby="recent-changes" className={adminCardClass}>
        <h2 id="recent-changes" className="text-lg font-semibold text-white">
          Recent Changes
        </h2>
        <div className="mt-2">
          <AuditList entries={data.recent_audit} />
        </div>
      </section>
    </>
  );
}
