import { MapPinOff } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import { useAdminLocation, useMovieOption } from '@/features/admin-locations/api/admin-locations';
import { LocationEditor } from '@/features/admin-locations/components/LocationEditor';
import { isNotFound } from '@/lib/api-client';
import { usePageMeta } from '@/lib/settings/use-page-meta';

/** /admin/locations/new (optionally ?movie={id}) and /admin/locations/{id}. */
export default function LocationEditRoute() {
  const { id } = useParams();
  if (!id) return <NewLocation />;
  return <ExistingLocation key={id} id={id} />;
}

function NewLocation() {
  usePageMeta('Add Location');
  const movieId = useSearchParams()[0].get('movie') ?? undefined;
  const movie = useMovieOption(movieId);
  if (movieId && movie.isPending) return <Skeleton className="h-[32rem]" />;
  return <LocationEditor presetMovie={movie.data} />;
}

function ExistingLocation({ id }: { id: string }) {
  const location = useAdminLocation(id);
  usePageMeta(location.data ? `Edit ${location.data.name}` : 'Edit Location');
  if (location.isPending) return <Skeleton className="h-[32rem]" />;
  if (isNotFound(location.error)) {
    return (
      <EmptyState
        as="h1"
        icon={MapPinOff}
        title="Location Not Found"
        message="It may have been deleted."
        action={
          <Link to={paths.adminLocations} className="font-semibold text-amber-400">
            All locations
          </Link>
        }
      />
    );
  }
  if (location.isError) return <ErrorState onRetry={() => void location.refetch()} />;
  return <LocationEditor location={location.data} />;
}
