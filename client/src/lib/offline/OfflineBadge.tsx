import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from './use-online-status';

/**
 * Says the page is offline and shows what this device saved (nothing while online). The layout
 * shows it above every page; a page may place its own with a message of its own.
 */
export function OfflineBadge({ message }: { message?: string }) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="offline-badge"
      className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-center text-sm font-medium text-slate-950"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {message ??
          'You are offline: this is the copy saved on this device. Changes are sent when you are back online.'}
      </span>
    </p>
  );
}
