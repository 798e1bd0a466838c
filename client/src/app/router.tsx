import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { locationQueryOptions } from '@/features/locations/api/get-location';
import { prefetchMap } from '@/features/map/api/prefetch-map';
import { movieQueryOptions } from '@/features/movies/api/get-movie';
import { sliderQueryOptions } from '@/features/home/api/get-slider';
import { moviesQueryOptions } from '@/features/movies/api/get-movies';
import { seedFromPage, seedOrPrefetch } from '@/lib/page-data';
import {
  FEATURED_MOVIE_COUNT,
  HOME_SLIDER_CODE,
  MOVIE_LIST_PAGE_SIZE,
  locationPath,
  moviePath,
  newestMoviesPath,
  sliderPath,
} from '@contracts';
import { InjectedScriptsGuard } from './InjectedScriptsGuard';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './routes/RouteError';

/** Every page is a lazy route so each screen only loads its own code (maps never in the home bundle). */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * Loaders only start the data a page needs, in parallel with the page's chunk, and never block
 * navigation (they return at once; the page shows its own loading state and reads the cache). The
 * first page of a visit may have its data in the HTML already (lib/page-data.ts): it renders at once.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      element: (
        <InjectedScriptsGuard>
          <AppLayout />
        </InjectedScriptsGuard>
      ),
      errorElement: <RouteError />,
      // Shown for the instant before the first lazy route arrives; same background as every page.
      hydrateFallbackElement: <div className="min-h-screen bg-slate-950" aria-busy="true" />,
      children: [
        {
          index: true,
          loader: () => {
            const featured = moviesQueryOptions({ limit: FEATURED_MOVIE_COUNT });
            seedOrPrefetch(queryClient, featured, newestMoviesPath(FEATURED_MOVIE_COUNT));
            seedOrPrefetch(queryClient, sliderQueryOptions(HOME_SLIDER_CODE), sliderPath(HOME_SLIDER_CODE));
            return null;
          },
          lazy: page(() => import('./routes/HomeRoute')),
        },
        {
          path: 'movies',
          loader: () => {
            const list = moviesQueryOptions({ limit: MOVIE_LIST_PAGE_SIZE });
            seedOrPrefetch(queryClient, list, newestMoviesPath(MOVIE_LIST_PAGE_SIZE));
            return null;
          },
          lazy: page(() => import('./routes/MoviesRoute')),
        },
        {
          path: 'movies/:slug',
          loader: ({ params }) => {
            if (params.slug) seedFromPage(queryClient, movieQueryOptions(params.slug), moviePath(params.slug));
            return null;
          },
          lazy: page(() => import('./routes/MovieRoute')),
        },
        {
          path: 'locations/:slug',
          loader: ({ params }) => {
            if (params.slug) seedOrPrefetch(queryClient, locationQueryOptions(params.slug), locationPath(params.slug));
            return null;
          },
          lazy: page(() => import('./routes/LocationRoute')),
        },
        {
          path: 'map',
          loader: ({ request }) => {
            prefetchMap(queryClient, new URL(request.url));
            return null;
          },
          lazy: page(() => import('./routes/MapRoute')),
        },
        { path: 'search', lazy: page(() => import('./routes/SearchRoute')) },
        { path: 'login', lazy: page(() => import('./routes/LoginRoute')) },
        { path: 'register', lazy: page(() => import('./routes/RegisterRoute')) },
        { path: 'verify-email', lazy: page(() => import('./routes/VerifyEmailRoute')) },
        { path: 'forgot-password', lazy: page(() => import('./routes/ForgotPasswordRoute')) },
        { path: 'reset-password', lazy: page(() => import('./routes/ResetPasswordRoute')) },
        { path: 'account', lazy: page(() => import('./routes/AccountRoute')) },
        { path: 'confirm-email', lazy: page(() => import('./routes/ConfirmEmailRoute')) },
        {
          path: 'admin',
          lazy: page(() => import('./routes/AdminRoute')),
          children: [
            { index: true, lazy: page(() => import('./routes/admin/DashboardRoute')) },
            { path: 'sliders', lazy: page(() => import('./routes/admin/SlidersRoute')) },
            { path: 'pages', lazy: page(() => import('./routes/admin/PagesRoute')) },
            { path: 'reviews', lazy: page(() => import('./routes/admin/ReviewsRoute')) },
            { path: 'settings', lazy: page(() => import('./routes/admin/SettingsRoute')) },
            { path: 'movies', lazy: page(() => import('./routes/admin/MoviesRoute')) },
            { path: 'locations', lazy: page(() => import('./routes/admin/LocationsRoute')) },
            { path: 'content-generator', lazy: page(() => import('./routes/admin/ContentGeneratorRoute')) },
            // The movie and location editors; 'new' is matched before ':id'.
            { path: 'movies/new', lazy: page(() => import('./routes/admin/MovieEditRoute')) },
            { path: 'movies/:id', lazy: page(() => import('./routes/admin/MovieEditRoute')) },
            { path: 'locations/new', lazy: page(() => import('./routes/admin/LocationEditRoute')) },
            { path: 'locations/:id', lazy: page(() => import('./routes/admin/LocationEditRoute')) },
            { path: 'queues', lazy: page(() => import('./routes/AdminQueuesRoute')) },
            { path: '*', element: <Navigate to="/admin" replace /> },
          ],
        },
        { path: '404', lazy: page(() => import('./routes/NotFoundRoute')) },
        // SPEC §2: /about, /contact, /privacy, /terms, /sitemap and any /{slug} share one CMS page view.
        { path: ':slug', lazy: page(() => import('./routes/CmsRoute')) },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
