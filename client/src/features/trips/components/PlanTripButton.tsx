import { Route } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { primaryButtonClass } from '@/components/button-styles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useMovieGroups } from '../api/get-movie-groups';
import { useTrips } from '../api/get-trips';
import { Modal } from './Modal';
import { PlanTripForm } from './PlanTripForm';

/** The search a signed-out visitor comes back with from signing in: open Plan a Trip again. */
const PLAN_AFTER_SIGN_IN = 'plan-trip';

/**
 * Plan a Trip on a movie's page: every place of the movie (or one group of them, when they are far
 * apart) into a new or an existing trip. Signed out, the visitor signs in and comes back to it.
 */
export function PlanTripButton({ movie }: { movie: { slug: string; title: string } }) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const [open, setOpen] = useState(false);
  // Back from signing in with ?plan-trip: the window is open until closed.
  const resumed = search.has(PLAN_AFTER_SIGN_IN) && Boolean(user) && !isLoading;
  const close = () => {
    setOpen(false);
    if (resumed) setSearch({}, { replace: true });
  };

  const start = () => {
    if (user) return setOpen(true);
    navigate(paths.login, { state: { from: { ...location, search: `?${PLAN_AFTER_SIGN_IN}` } } });
  };

  return (
    <>
      <button type="button" onClick={start} className={`${primaryButtonClass} w-full sm:w-auto`}>
        <Route aria-hidden="true" className="size-5" /> Plan a Trip
      </button>
      <Modal open={open || resumed} title="Plan a Trip" onClose={close}>
        <PlanTripContent slug={movie.slug} />
      </Modal>
    </>
  );
}

function PlanTripContent({ slug }: { slug: string }) {
  const groups = useMovieGroups(slug);
  const trips = useTrips();
  if (groups.isPending || trips.isPending)
    return (
      <p role="status" className="text-sm text-slate-400">
        Loading the places...
      </p>
    );
  if (groups.isError || trips.isError)
    return (
      <p role="alert" className="text-sm text-red-400">
        The places could not be loaded. Please try again.
      </p>
    );
  if (groups.data.groups.length === 0)
    return <p className="text-sm text-slate-300">This movie has no filming locations to visit yet.</p>;
  return <PlanTripForm plan={groups.data} trips={trips.data} />;
}
