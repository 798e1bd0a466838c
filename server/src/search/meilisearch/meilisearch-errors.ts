import { MeilisearchApiError } from 'meilisearch';
import { MeilisearchTaskFailedError } from './meilisearch-tasks.js';

/** Meilisearch's error code of a refused request or a failed task, if it has one. */
export function meilisearchCode(error: unknown): string | undefined {
  if (error instanceof MeilisearchApiError) return error.cause?.code;
  if (error instanceof MeilisearchTaskFailedError) return error.code;
  return undefined;
}

const ATTRIBUTE_CODES = new Set(['invalid_search_filter', 'invalid_search_sort', 'invalid_document_filter']);

/**
 * An error that means the index is missing or lacks its settings (created by a document addition,
 * a lost volume, an operator's change): the settings are applied again and the operation retried.
 */
export function showsSettingsMissing(error: unknown): boolean {
  const code = meilisearchCode(error);
  if (code === 'index_not_found') return true;
  return code !== undefined && ATTRIBUTE_CODES.has(code) && /is not (filterable|sortable)/.test(messageOf(error));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
