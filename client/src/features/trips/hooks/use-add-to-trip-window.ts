import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

/** The search a signed-out visitor comes back with from signing in: ?add-to-trip=<what> opens that window again. */
export const ADD_AFTER_SIGN_IN = 'add-to-trip';

/**
 * Opens the Add to Trip window for `key` (a place's slug, or a list's name). Signed out, the visitor
 * signs in first and comes back to the same page, where the window is open.
 */
export function useAddToTripWindow(key: string) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const resumed = search.get(ADD_AFTER_SIGN_IN) === key && Boolean(user) && !isLoading;

  const start = () => {
    if (isLoading) return;
    if (user) return setOpened(true);
    const back = new URLSearchParams(location.search);
    back.set(ADD_AFTER_SIGN_IN, key);
    navigate(paths.login, { state: { from: { ...location, search: `?${back.toString()}` } } });
  };
  const close = () => {
    setOpened(false);
    if (!resumed) return;
    const rest = new URLSearchParams(search);
    rest.delete(ADD_AFTER_SIGN_IN);
    setSearch(rest, { replace: true });
  };
  return { open: opened || resumed, start, close };
}
