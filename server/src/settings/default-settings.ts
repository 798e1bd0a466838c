import { DEFAULT_SETTINGS, type SiteSettings } from '../contracts/settings.js';

/** SPEC §9 defaults: one value, declared with the wire shape in contracts/ (the client uses the same). */
export { DEFAULT_SETTINGS };
export type { SiteSettings };

/** The row's objects with every key, whatever an older row or a hand edit left out. */
export function withDefaultObjects(settings: SiteSettings): SiteSettings {
  return {
    ...settings,
    adsense_slots: { ...DEFAULT_SETTINGS.adsense_slots, ...settings.adsense_slots },
    social_links: { ...DEFAULT_SETTINGS.social_links, ...settings.social_links },
  };
}
