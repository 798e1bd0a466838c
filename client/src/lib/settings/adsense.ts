import { markInjectedScript } from '@/lib/injected-scripts';

/** The ad network's loader (SPEC §7 Other: an ad script loaded when a client id and slot are set). */
export const ADSENSE_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/** Publisher ids look like ca-pub-1234567890123456; anything else never reaches a URL. */
const CLIENT_ID = /^ca-pub-\d{1,20}$/;

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

export const isValidAdClientId = (clientId: string): boolean => CLIENT_ID.test(clientId);

/**
 * Adds the loader script once per page. It is inserted from JS, which the CSP's
 * 'strict-dynamic' allows, so no nonce has to reach the client.
 */
export function loadAdScript(clientId: string): void {
  if (!isValidAdClientId(clientId)) return;
  if (document.querySelector(`script[src^="${ADSENSE_SCRIPT_URL}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `${ADSENSE_SCRIPT_URL}?client=${encodeURIComponent(clientId)}`;
  document.head.appendChild(script);
  markInjectedScript();
}

/** Asks the network to fill the next empty <ins class="adsbygoogle">. */
export function requestAd(): void {
  (window.adsbygoogle = window.adsbygoogle || []).push({});
}
