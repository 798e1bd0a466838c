/** SPEC §9 defaults: one value, declared with the wire shape in contracts/ (the client uses the same). */
export { DEFAULT_SETTINGS } from '../contracts/settings.js';
export type { SiteSettings } from '../contracts/settings.js';
