import { useEffect, useRef } from 'react';
import type { AdSlots } from '@contracts';
import { isValidAdClientId, loadAdScript, requestAd } from './adsense';
import { useSettings } from './SettingsProvider';

/**
 * A settings-driven ad unit (SPEC §1, §2 Home). Renders nothing unless the ad client id
 * is set and valid and this slot has an id, so a site without ads carries no ad code.
 */
export function AdSlot({ slot, className = '' }: { slot: keyof AdSlots; className?: string }) {
  const { settings } = useSettings();
  const clientId = settings.adsense_client_id?.trim() ?? '';
  const slotId = settings.adsense_slots?.[slot]?.trim() ?? '';
  if (!clientId || !slotId || !isValidAdClientId(clientId)) return null;
  return <AdUnit key={`${clientId}:${slotId}`} clientId={clientId} slotId={slotId} className={className} />;
}

function AdUnit({ clientId, slotId, className }: { clientId: string; slotId: string; className: string }) {
  // One push per <ins>: StrictMode's double effect run must not ask for a second ad.
  const requested = useRef(false);
  useEffect(() => {
    loadAdScript(clientId);
    if (requested.current) return;
    requested.current = true;
    try {
      requestAd();
    } catch (error) {
      console.error('Failed to request an ad', error);
    }
  }, [clientId]);

  return (
    <aside aria-label="Advertisement" className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>
      <div className="rounded-2xl border border-slate-800 bg-slate-900/40 p-4">
        <p
          aria-hidden="true"
          className="mb-2 text-center text-[11px] font-medium tracking-[0.2em] text-slate-500 uppercase"
        >
          Advertisement
        </p>
        <ins
          className="adsbygoogle block min-h-[90px]"
          data-ad-client={clientId}
          data-ad-slot={slotId}
          data-ad-format="auto"
          data-full-width-responsive="true"
        />
      </div>
    </aside>
  );
}
