import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AdSlots {
  home_banner: string;
  sidebar: string;
  content: string;
}

export interface SiteSettings {
  site_title: string;
  site_description: string;
  meta_keywords: string;
  adsense_client_id: string;
  adsense_slots: AdSlots;
  header_scripts: string;
  footer_scripts: string;
}

/** SPEC §9 defaults, used until settings load and whenever they fail to (SPEC §8). */
export const DEFAULT_SETTINGS: SiteSettings = {
  site_title: 'ReelAtlas.com',
  site_description: 'Discover where your favorite movies were filmed',
  meta_keywords: 'ReelAtlas, filming locations, movies, film tourism',
  adsense_client_id: '',
  adsense_slots: { home_banner: '', sidebar: '', content: '' },
  header_scripts: '',
  footer_scripts: '',
};

export const getSettings = (): Promise<SiteSettings> => api.get<SiteSettings>('/settings');

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: Infinity, retry: 1 });
