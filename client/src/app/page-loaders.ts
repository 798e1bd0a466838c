import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { sliderQueryOptions } from '@/features/home/api/get-slider';
import { locationQueryOptions } from '@/features/locations/api/get-location';
import { prefetchMap } from '@/features/map/api/prefetch-map';
import { movieQueryOptions } from '@/features/movies/api/get-movie';
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
  type PageKey,
} from '@contracts';

/**
 * The loaders of the pages whose data the server embeds (the page table's HeadKind: home,
 * movieList, movie, location, map), by page. Loaders only start the data a page needs, in parallel
 * with the page's chunk, and never block navigation (they return at once; the page shows its own
 * loading state and reads the cache). The first page of a visit may have its data in the HTML
 * already (lib/page-data.ts): it renders at once.
 */
export function pageLoaders(queryClient: QueryClient): Partial<Record<PageKey, LoaderFunction>> {
  return {
    home: () => {
      const featured = moviesQueryOptions({ limit: FEATURED_MOVIE_COUNT });
      seedOrPrefetch(queryClient, featured, newestMoviesPath(FEATURED_MOVIE_COUNT));
      seedOrPrefetch(queryClient, sliderQueryOptions(HOME_SLIDER_CODE), sliderPath(HOME_SLIDER_CODE));
      return null;
    },
    movies: () => {
      const list = moviesQueryOptions({ limit: MOVIE_LIST_PAGE_SIZE });
      seedOrPrefetch(queryClient, list, newestMoviesPath(MOVIE_LIST_PAGE_SIZE));
      return null;
    },
    movie: ({ params }) => {
      if (params.slug) seedFromPage(queryClient, movieQueryOptions(params.slug), moviePath(params.slug));
      return null;
    },
    location: ({ params }) => {
      if (params.slug) seedOrPrefetch(queryClient, locationQueryOptions(params.slug), locationPath(params.slug));
      return null;
    },
    map: ({ request }) => {
      prefetchMap(queryClient, new URL(request.url));
      return null;
    },
  };
}
