import type { AdminDashboard as Dashboard } from '@contracts';
import { Film, Flag, MapPin, Plus, Settings, Sparkles, Sigma } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  AdminPageHeader,
  adminCardClass,
  adminPrimaryButtonClass,
  adminSecondaryButtonClass,
} from '@/components/admin/AdminPageHeader';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { useDashboard } from '../api/get-dashboard';
import { AuditList } from './AuditList';
import { formatAverage } from './format';

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
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : dashboard.isError ? (
        <ErrorState title="The dashboard could not be loaded" onRetry={() => void dashboard.refetch()} />
      ) : (
        <DashboardBody data={dashboard.data} />
      )}
    </div>
  );
}

function DashboardButtons() {
  return (
    <>
      <Link to={paths.adminMovieNew} className={adminPrimaryButtonClass}>
        <Plus aria-hidden="true" className="size-4" /> Add Movie
      </Link>
      <Link to={paths.adminContentGenerator} className={adminSecondaryButtonClass}>
        <Sparkles aria-hidden="true" className="size-4" /> Generate Content
      </Link>
      <Link to={paths.adminSettings} className={adminSecondaryButtonClass}>
        <Settings aria-hidden="true" className="size-4" /> Site Settings
      </Link>
      <Link to={paths.adminMovies} className={adminSecondaryButtonClass}>
        <Film aria-hidden="true" className="size-4" /> Manage Movies
      </Link>
      <Link to={paths.adminLocations} className={adminSecondaryButtonClass}>
        <MapPin aria-hidden="true" className="size-4" /> Manage Locations
      </Link>
    </>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  return (
    <>
      {data.reported_reviews > 0 && (
        <p
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-500/40 bg-amber-500/10 px-5 py-3 text-amber-100"
        >
          <span className="flex items-center gap-2">
            <Flag aria-hidden="true" className="size-4" />
            {data.reported_reviews === 1
              ? '1 reported review is'
              : `${data.reported_reviews} reported reviews are`}{' '}
            waiting for a moderator.
          </span>
          <Link to={paths.adminReportedReviews} className="font-semibold text-amber-300 hover:text-amber-200">
            Review reports
          </Link>
        </p>
      )}
      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat
          icon={<Film aria-hidden="true" className="size-5" />}
          label="Total Movies"
          value={String(data.total_movies)}
        />
        <Stat
          icon={<MapPin aria-hidden="true" className="size-5" />}
          label="Total Locations"
          value={String(data.total_locations)}
        />
        <Stat
          icon={<Sigma aria-hidden="true" className="size-5" />}
          label="Avg. Locations per Movie"
          value={formatAverage(data.average_locations_per_movie)}
        />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentList
          title="Recent Movies"
          empty="No movies yet."
          items={data.recent_movies.map((movie) => ({
            id: movie.id,
            name: movie.title,
            detail: movie.year ? String(movie.year) : '',
            to: paths.adminMovie(movie.id),
          }))}
        />
        <RecentList
          title="Recent Locations"
          empty="No locations yet."
          items={data.recent_locations.map((location) => ({
            id: location.id,
            name: location.name,
            detail: location.movie_title,
            to: paths.adminLocation(location.id),
          }))}
        />
      </div>
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

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className={adminCardClass}>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-400">
        <span className="text-amber-400">{icon}</span>
        {label}
      </dt>
      <dd className="mt-3 font-display text-4xl font-bold text-white">{value}</dd>
    </div>
  );
}

interface RecentItem {
  id: string;
  name: string;
  detail: string;
  to: string;
}

function RecentList({ title, empty, items }: { title: string; empty: string; items: RecentItem[] }) {
  const headingId = `recent-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={adminCardClass}>
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-400">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-800">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-white">{item.name}</p>
                {item.detail && <p className="truncate text-sm text-slate-400">{item.detail}</p>}
              </div>
              <Link
                to={item.to}
                className="shrink-0 text-sm font-semibold text-amber-400 hover:text-amber-300"
                aria-label={`Edit ${item.name}`}
              >
                Edit
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
