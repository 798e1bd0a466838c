import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useCopySharedTrip } from '../api/copy-shared-trip';
import { errorMessage } from '../lib/error-message';

/** The search a signed-out visitor comes back with from signing in: carry on and copy the trip. */
export const COPY_AFTER_SIGN_IN = 'copy';

/**
 * Copy to My Trips: signed in, the trip is copied and its copy opened; signed out, the visitor
 * signs in first and comes back here with `?copy`, and the copy is made then (once).
 */
export function useCopyToMyTrips(token: string) {
  const { user, isLoading } = useAuth();
  const copy = useCopySharedTrip();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const resumed = useRef(false);

  const copyNow = () =>
    copy.mutate(token, {
      onSuccess: (trip) => {
        toast.success('Copied to My Trips');
        navigate(paths.trip(trip.id));
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to copy the trip. Please try again.')),
    });

  const start = () => {
    if (user) return copyNow();
    navigate(paths.login, { state: { from: { ...location, search: `?${COPY_AFTER_SIGN_IN}` } } });
  };

  const wantsCopy = search.has(COPY_AFTER_SIGN_IN);
  useEffect(() => {
    if (!wantsCopy || isLoading || !user || resumed.current) return;
    resumed.current = true;
    setSearch({}, { replace: true });
    copyNow();
    // Once, when the visitor is back signed in; copyNow's identity changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsCopy, isLoading, user]);

  return { start, busy: copy.isPending };
}
