import type { Settings } from './settings.entity.js';

export type SiteSettings = Omit<Settings, 'id' | 'updated_at'>;

/** SPEC §9 defaults; also what the site falls back to when settings cannot be read. */
export const DEFAULT_SETTINGS: SiteSettings = {
  site_title: 'ReelAtlas.com',
  site_description: 'Discover where your favorite movies were filmed',
  meta_keywords: 'ReelAtlas, filming locations, movies, film tourism',
  adsense_client_id: '',
  adsense_slots: { home_banner: '', sidebar: '', content: '' },
  header_scripts: '',
  footer_scripts: '',
};
