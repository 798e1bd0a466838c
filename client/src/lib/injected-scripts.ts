import { INJECTED_SCRIPTS_KEY } from '@contracts/script-free-pages';
import { pageDataMark } from './page-data';

let addedByTheApp = false;

/**
 * Whether code from outside the app's bundle has run in this document: the admin's header/footer
 * snippets the server wrote into it, or a loader the app added itself (the ad network). Such code
 * stays in the page's JavaScript realm for the document's life, whatever the router shows next.
 */
export function documentCarriesInjectedScripts(): boolean {
  return addedByTheApp || pageDataMark(INJECTED_SCRIPTS_KEY);
}

/** Called by whatever adds a third-party script to the document. */
export function markInjectedScript(): void {
  addedByTheApp = true;
}
