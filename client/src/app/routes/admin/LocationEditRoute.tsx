import { MapPinOff } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { LoadedRecord, NewOrExisting } from '@/components/admin/editor/LoadedRecord';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import { useAdminLocation } from '@/features/admin-locations/api/get-admin-location';
import { useMovieOption } from '@/features/admin-locations/api/get-movie-option';
import { LocationEditor } from '@/features/admin-locations/components/LocationEditor';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /admin/locations/new (optionally ?movie={id}) and /admin/locations/{id}. */
export default function LocationEditRoute() {
  return <NewOrExisting New={NewLocation} Existing={ExistingLocation} />;
}

function NewLocation() {
  usePageMeta(PAGE_ROUTES.adminLocationNew.title);
  const movieId = useSearchParams()[0].get('movie') ?? undefined;
  const movie = useMovieOption(movieId);
  if (movieId && movie.isPending) return <Skeleton className="h-[32rem]" />;
  return <LocationEditor presetMovie={movie.data} />;
}

const MISSING = {
  icon: MapPinOff,
  title: 'Location Not Found',
  back: { to: paths.adminLocations, label: 'All locations' },
};

function ExistingLocation({ id }: { id: string }) {
  const location = useAdminLocation(id);
  usePageMeta(PAGE_ROUTES.adminLocation.title(location.data));
  return (
    <LoadedRecord query={location} missing={MISSING}>
      {(record) => <LocationEditor location={record} />}
    </LoadedRecord>
  );
}
