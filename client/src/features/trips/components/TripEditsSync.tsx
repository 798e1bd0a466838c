import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ensureAccessToken } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useOnlineStatus } from '@/lib/offline/use-online-status';
import { queuedEdits } from '@/lib/offline/trip-outbox';
import { sendKeptEdits } from '../api/kept-trip-edits';
import { tripKeys } from '../api/trip-keys';

/** While edits wait and the browser says it is online (a connection that failed anyway), another try. */
const RETRY_MS = 30_000;

/**
 * Sends the trip edits kept on this device when the connection returns (the `online` event), when
 * a page opens online with edits waiting, and every 30 s while some wait. Rendered once, by the
 * layout, so the edits go out whichever page is open. Renders nothing.
 */
export function TripEditsSync() {
  const { user, isLoading } = useAuth();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const userId = isLoading ? undefined : user?.id;
  const wasOnline = useRef(online);

  useEffect(() => {
    const reconnected = online && !wasOnline.current;
    wasOnline.current = online;
    if (!userId || !online) return;
    const send = () => sendKeptEdits(userId, queryClient);
    void (async () => {
      // Back online after a reload without a connection: the session first (the page holds no
      // token), then the kept edits, then the user's trips read again.
      if (reconnected) await ensureAccessToken().catch(() => null);
      await send();
      if (reconnected) void queryClient.invalidateQueries({ queryKey: tripKeys.mine(userId) });
    })();
    const retry = window.setInterval(() => queuedEdits(userId).length > 0 && void send(), RETRY_MS);
    return () => window.clearInterval(retry);
  }, [userId, online, queryClient]);

  return null;
}
