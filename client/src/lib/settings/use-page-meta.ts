import { useEffect } from 'react';
import { useSettings } from './SettingsProvider';

export const HOME_TITLE = 'Discover Movie Filming Locations';

/**
 * Sets the document title as '{title} | {site title}' (SPEC §1) and the meta
 * description/keywords, falling back to the site-wide values from the settings.
 * The server wrote the first page's tags (server/src/web/index-html.ts); they are updated in
 * place, never added twice, and follow in-app navigation (canonical, og:*, twitter:*).
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  const { settings } = useSettings();
  useEffect(() => {
    const fullTitle = `${title ?? HOME_TITLE} | ${settings.site_title}`;
    const fullDescription = description || settings.site_description;
    document.title = fullTitle;
    setMeta('name', 'description', fullDescription);
    setMeta('name', 'keywords', settings.meta_keywords);
    followNavigation(fullTitle, fullDescription);
  }, [title, description, settings.site_title, settings.site_description, settings.meta_keywords]);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Share tags exist only when the server wrote them; they then describe the page now shown. */
function followNavigation(title: string, description: string): void {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) {
    const url = new URL(window.location.pathname, canonical.href).href;
    canonical.href = url;
    updateMeta('property', 'og:url', url);
  }
  updateMeta('property', 'og:title', title);
  updateMeta('property', 'og:description', description);
  updateMeta('name', 'twitter:title', title);
  updateMeta('name', 'twitter:description', description);
}

function updateMeta(attribute: 'name' | 'property', key: string, content: string): void {
  const element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (element) element.content = content;
}
