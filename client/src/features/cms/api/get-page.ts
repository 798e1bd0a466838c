import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CmsPage } from '@contracts';
import { pageKeys } from './page-keys';

/** SPEC §7: a page by slug; missing or unpublished → 404 ApiError (see isNotFound). */
export const getPage = (slug: string, signal?: AbortSignal) =>
  api.get<CmsPage>(`/pages/${encodeURIComponent(slug)}`, undefined, signal);

export const pageQueryOptions = (slug: string) =>
  queryOptions({ queryKey: pageKeys.detail(slug), queryFn: ({ signal }) => getPage(slug, signal) });

export const usePage = (slug: string) => useQuery(pageQueryOptions(slug));
