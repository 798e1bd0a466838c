import { MapPinOff } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { LoadedSubject } from '@/features/contributions/components/ContributionPageFrame';
import { SuggestCorrectionPage } from '@/features/contributions/components/SuggestCorrectionPage';
import { useLocationDetail } from '@/features/locations/api/get-location';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /account/contributions/suggest-correction/{place} (issue #34): signed-in visitors only. */
export default function SuggestCorrectionRoute() {
  return (
    <RequireAuth>
      <SuggestCorrectionForPlace />
    </RequireAuth>
  );
}

function SuggestCorrectionForPlace() {
  const { slug = '' } = useParams();
  const place = useLocationDetail(slug);
  usePageMeta(PAGE_ROUTES.suggestCorrection.title(place.data));
  return (
    <LoadedSubject query={place} icon={MapPinOff} missing={PAGE_ROUTES.location.missing}>
      {(loaded) => <SuggestCorrectionPage place={loaded} />}
    </LoadedSubject>
  );
}
