import { isScriptFreePath } from '../contracts/script-free-pages.js';
import type { SiteSettings } from '../settings/index.js';

/**
 * The settings to render a path with: the snippets (ads, analytics) are for public pages only, so a
 * third-party script never runs on a screen holding a password, a one-time token or admin data.
 * `path` is the raw request path; the rule (contracts/script-free-pages.ts) reads it as the
 * client's router does.
 */
export function settingsForPath(path: string, settings: SiteSettings): SiteSettings {
  return isScriptFreePath(path) ? { ...settings, header_scripts: '', footer_scripts: '' } : settings;
}

/** Whether a document rendered with `settings` carries the admin's snippets. */
export function carriesInjectedScripts(settings: SiteSettings): boolean {
  return Boolean(settings.header_scripts?.trim() || settings.footer_scripts?.trim());
}
