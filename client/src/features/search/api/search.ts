import type { SearchParams, SearchResponse } from '@contracts';
import { api } from '@/lib/api-client';

/** GET /api/search: `highlight` fields are escaped HTML with matches wrapped in <mark>. */
export function searchCatalog(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>('/search', { ...params }, signal);
}
