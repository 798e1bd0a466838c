/** SPEC §3 Settings (single row) as GET /api/settings returns it. */
export interface AdSlots {
  home_banner: string;
  sidebar: string;
  content: string;
}

/**
 * The footer's links to the site's own profiles. Each is an https address or '' (no icon is shown
 * for an empty one): the footer never links to a network's home page in the site's name.
 */
export interface SocialLinks {
  instagram: string;
  x: string;
  facebook: string;
}

export type SocialNetwork = keyof SocialLinks;

/** The footer's order and the names the footer and the settings editor show. */
export const SOCIAL_NETWORKS: readonly { key: SocialNetwork; label: string }[] = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'x', label: 'X (Twitter)' },
  { key: 'facebook', label: 'Facebook' },
];

export interface SiteSettings {
  site_title: string;
  site_description: string;
  meta_keywords: string;
  adsense_client_id: string;
  adsense_slots: AdSlots;
  header_scripts: string;
  footer_scripts: string;
  social_links: SocialLinks;
}

/**
 * SPEC §9 defaults: the seed of a new database, what the server falls back to when settings cannot
 * be read, and what the client shows until they load or when they fail to (SPEC §8). The only value
 * in the contracts besides SOCIAL_NETWORKS; the file has no imports, so both builds can compile it.
 */
export const DEFAULT_SETTINGS: SiteSettings = {
  site_title: 'ReelAtlas.com',
  site_description: 'Discover where your favorite movies were filmed',
  meta_keywords: 'ReelAtlas, filming locations, movies, film tourism',
  adsense_client_id: '',
  adsense_slots: { home_banner: '', sidebar: '', content: '' },
  header_scripts: '',
  footer_scripts: '',
  social_links: { instagram: '', x: '', facebook: '' },
};
