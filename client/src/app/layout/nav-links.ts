import { paths } from '@/config/paths';

/** SPEC §2 Header: the primary navigation, shared by the desktop bar and the mobile panel. */
export const PRIMARY_NAV = [
  { label: 'Home', to: paths.home, end: true },
  { label: 'Movies', to: paths.movies, end: false },
  { label: 'Search', to: paths.search, end: false },
  { label: 'Map', to: paths.map, end: false },
] as const;

/** SPEC §2 Footer: Quick Links and Resources, in the spec's order and wording. */
export const QUICK_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Movies', to: paths.movies },
  { label: 'Search', to: paths.search },
  { label: 'Interactive Map', to: paths.map },
] as const;

export const RESOURCE_LINKS = [
  { label: 'About Us', to: paths.cmsPage('about') },
  { label: 'Contact', to: paths.cmsPage('contact') },
  { label: 'Privacy Policy', to: paths.cmsPage('privacy') },
  { label: 'Terms of Service', to: paths.cmsPage('terms') },
] as const;

export const LEGAL_LINKS = [
  { label: 'Sitemap', to: paths.cmsPage('sitemap') },
  { label: 'Privacy', to: paths.cmsPage('privacy') },
  { label: 'Terms', to: paths.cmsPage('terms') },
] as const;
