import { PREFETCH_LATER_ID } from '@contracts';

/**
 * Hands the page's deferred prefetch links (an inert <template> the server wrote, PREFETCH_LATER_ID)
 * to the browser once the main thread is idle: the files download into the HTTP cache, run by
 * nobody until the page imports them. Once per document; a page without the template does nothing.
 */
export function prefetchLater(): void {
  const template = document.getElementById(PREFETCH_LATER_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  const add = () => document.head.append(template.content.cloneNode(true));
  if ('requestIdleCallback' in window) window.requestIdleCallback(add, { timeout: 3000 });
  else setTimeout(add, 1000);
}
