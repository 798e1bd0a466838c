import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isScriptFreePath } from '@contracts/script-free-pages';
import { documentCarriesInjectedScripts } from '@/lib/injected-scripts';

/** The path this document was served for: the router moves on, the document (and its scripts) stay. */
const DOCUMENT_PATH = typeof window === 'undefined' ? '/' : window.location.pathname;

export type ScreenDecision = 'render' | 'new-document' | 'refuse';

/**
 * How to show `pathname` in this document. A screen the snippets must never share a page with
 * (contracts/script-free-pages.ts) is not rendered where they ran: a snippet stays in the page's
 * JavaScript realm after an in-app navigation, and would read the admin screens or a password
 * field. Such a screen is loaded as a new document, which the server writes without them. A
 * document served for one of those screens yet carrying them is refused: loading it again would
 * only bring the same document back.
 */
export function screenDecision(pathname: string, tainted: boolean, documentPath: string): ScreenDecision {
  if (!tainted || !isScriptFreePath(pathname)) return 'render';
  return isScriptFreePath(documentPath) ? 'refuse' : 'new-document';
}

/** The browser's reload, here so a test can watch it (jsdom has none). */
export const documentLoad = { reload: () => window.location.reload() };

/** Wraps the whole route tree: nothing below it renders until this allows the current screen. */
export function InjectedScriptsGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const decision = screenDecision(pathname, documentCarriesInjectedScripts(), DOCUMENT_PATH);
  if (decision === 'refuse') throw new Error('This page was served with injected scripts; it is not shown');
  return decision === 'new-document' ? <NewDocument /> : children;
}

/**
 * The router has already put the screen's entry (with its state, such as sign-in's way back) in the
 * history; a reload fetches that entry as a new document and keeps its state.
 */
function NewDocument() {
  useEffect(() => documentLoad.reload(), []);
  return <div className="min-h-screen bg-slate-950" aria-busy="true" />;
}
