/**
 * Registers the service worker (/sw.js) once the page has loaded and the browser is idle, so the
 * first visit's scripts, pictures and data never wait for it (ARCHITECTURE.md, Offline). No inline
 * script: this runs from the bundle, which the page's CSP nonce already allows.
 */
let registration: Promise<ServiceWorkerRegistration | null> | null = null;

export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return Promise.resolve(null);
  // A browser that refuses workers (private mode, a policy) keeps the site as it is: online only.
  registration ??= navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => null);
  return registration;
}

export function registerServiceWorkerWhenIdle(): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => void registerServiceWorker(), { timeout: 10_000 });
    else setTimeout(() => void registerServiceWorker(), 2_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
