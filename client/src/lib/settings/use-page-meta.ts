import { useEffect } from 'react';
import { useSettings } from './SettingsProvider';

export const HOME_TITLE = 'Discover Movie Filming Locations';

/**
 * Sets the document title as '{title} | {site title}' (SPEC §1) and the meta
 * description/keywords, falling back to the site-wide values from the settings.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  const { settings } = useSettings();
  useEffect(() => {
    document.title = `${title ?? HOME_TITLE} | ${settings.site_title}`;
    setMeta('description', description || settings.site_description);
    setMeta('keywords', settings.meta_keywords);
  }, [title, description, settings.site_title, settings.site_description, settings.meta_keywords]);
}

function setMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}
