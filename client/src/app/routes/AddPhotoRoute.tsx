import { MapPinOff } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { AddPhotoPage } from '@/features/contributions/components/AddPhotoPage';
import { LoadedSubject } from '@/features/contributions/components/ContributionPageFrame';
import { useLocationDetail } from '@/features/locations/api/get-location';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /account/contributions/add-photo/{place} (issue #34): signed-in visitors only. */
export default function AddPhotoRoute() {
  return (
    <RequireAuth>
      <AddPhotoForPlace />
    </RequireAuth>
  );
}

function AddPhotoForPlace() {
  const { slug = '' } = useParams();
  const place = useLocationDetail(slug);
  usePageMeta(PAGE_ROUTES.suggestPhoto.title(place.data));
  return (
    <LoadedSubject query={place} icon={MapPinOff} missing={PAGE_ROUTES.location.missing}>
      {(loaded) => <AddPhotoPage place={loaded} />}
    </LoadedSubject>
  );
}
