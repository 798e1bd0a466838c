import { Camera, MapPinPlus, PencilLine, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PlaceCredit } from '@contracts/contributions';
import { secondaryButtonClass } from '@/components/button-styles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { PlaceCreditLine } from './PlaceCreditLine';

/**
 * A link to one of the contribution forms. Signed out, it goes to sign-in first, which says why and
 * comes back to the form (LoginForm follows `state.from`).
 */
function ContributeLink({ to, icon: Icon, label, why }: { to: string; icon: LucideIcon; label: string; why: string }) {
  const { user } = useAuth();
  const signIn = { from: { pathname: to }, reason: `Sign in to ${why}; you will come back to the form.` };
  return (
    <Link
      to={user ? to : paths.login}
      state={user ? undefined : signIn}
      className={`${secondaryButtonClass} w-full text-sm sm:w-auto`}
    >
      <Icon aria-hidden="true" className="size-4 text-amber-500" /> {label}
    </Link>
  );
}

/** Suggest a Place, beside a movie's places. */
export function SuggestPlaceLink({ movie }: { movie: { slug: string; title: string } }) {
  return (
    <ContributeLink
      to={paths.suggestPlace(movie.slug)}
      icon={MapPinPlus}
      label="Suggest a Place"
      why={`suggest a place for ${movie.title}`}
    />
  );
}

/** Who helped with the place, then Suggest a Correction and Add a Photo, on a place's page. */
export function PlaceContributionLinks({ place }: { place: { slug: string; name: string; credit?: PlaceCredit } }) {
  return (
    <div className="space-y-3">
      <PlaceCreditLine credit={place.credit} />
      <div className="flex flex-wrap gap-3">
        <ContributeLink
          to={paths.suggestCorrection(place.slug)}
          icon={PencilLine}
          label="Suggest a Correction"
          why={`suggest a correction to ${place.name}`}
        />
        <ContributeLink
          to={paths.suggestPhoto(place.slug)}
          icon={Camera}
          label="Add a Photo"
          why={`add a photo of ${place.name}`}
        />
      </div>
    </div>
  );
}
