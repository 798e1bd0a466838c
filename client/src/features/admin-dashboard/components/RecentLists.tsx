import type { AdminDashboard } from '@contracts';
import { adminCardClass } from '@/components/admin/AdminPageHeader';
import { EditLinkList, type EditLinkItem } from '@/components/admin/EditLinkList';
import { paths } from '@/config/paths';

const movieItem = (movie: AdminDashboard['recent_movies'][number]): EditLinkItem => ({
  id: movie.id,
  name: movie.title,
  detail: movie.year ? String(movie.year) : '',
  to: paths.adminMovie(movie.id),
});

/** A location's second line is its movie. */
const locationItem = ({ id, name, movie_title }: AdminDashboard['recent_locations'][number]): EditLinkItem => ({
  id,
  name,
  detail: movie_title,
  to: paths.adminLocation(id),
});

/** The five newest movies and locations, each with a link to its editor. */
export function RecentLists({ data }: { data: AdminDashboard }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RecentList title="Recent Movies" empty="No movies yet." items={data.recent_movies.map(movieItem)} />
      <RecentList title="Recent Locations" empty="No locations yet." items={data.recent_locations.map(locationItem)} />
    </div>
  );
}

function RecentList({ title, empty, items }: { title: string; empty: string; items: EditLinkItem[] }) {
  const headingId = `recent-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={adminCardClass}>
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {title}
      </h2>
      <EditLinkList items={items} empty={empty} className="mt-2" />
    </section>
  );
}
