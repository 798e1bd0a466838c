/** Every route path of SPEC §2, in one place. */
export const paths = {
  home: '/',
  movies: '/movies',
  movie: (slug: string) => `/movies/${slug}`,
  location: (slug: string) => `/locations/${slug}`,
  map: '/map',
  mapForMovie: (slug: string) => `/map?movie=${encodeURIComponent(slug)}`,
  search: '/search',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  cmsPage: (slug: string) => `/${slug}`,
  notFound: '/404',
  admin: '/admin',
  adminQueues: '/admin/queues',
} as const;
