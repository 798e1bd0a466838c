import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useAuth } from '@/lib/auth/auth-context';
import { savedPlaceStateQueryOptions } from '../api/get-saved-place-states';
import { useSetSavedPlace } from '../api/set-saved-place';
import { LIST_NAMES } from '../lib/lists';
import { pendingSaveIn, withoutPendingSave, type PendingSave } from '../lib/pending-save';

/**
 * Back from the sign-in a toggle asked for (the page's router state carries the save): makes the
 * save and says so. A place already in a list stays as it is (Been Here is not turned into Want to Go).
 */
export function SaveAfterSignIn() {
  const location = useLocation();
  const { user } = useAuth();
  const save = pendingSaveIn(location.state);
  if (!save || !user) return null;
  return <ApplySave key={location.key} userId={user.id} save={save} />;
}

function ApplySave({ userId, save }: { userId: string; save: PendingSave }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const put = useSetSavedPlace(userId, { id: save.locationId, name: save.name });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Out of the history entry first: Back to this page, or a reload, must not save it again.
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: withoutPendingSave(location.state) },
    );
    void queryClient
      .fetchQuery(savedPlaceStateQueryOptions(userId, save.locationId))
      .catch(() => null)
      .then(async (mark) => {
        if (mark) return void toast.success(`${save.name} is already in ${LIST_NAMES[mark.kind]}`);
        await put.mutateAsync({ kind: save.kind });
        toast.success(`Saved to ${LIST_NAMES[save.kind]}`);
      })
      // A refused save has its own toast (useSetSavedPlace).
      .catch(() => undefined);
  }, [location, navigate, put, queryClient, save, userId]);
  return null;
}
