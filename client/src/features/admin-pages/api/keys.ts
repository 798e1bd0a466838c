import { queryKeys } from '@/lib/query-keys';

const all = [...queryKeys.admin.all, 'pages'] as const;

/** Every page-editor query key, built here only. */
export const adminPagesKeys = {
  all,
  /** The sanitised preview of one content (the server runs the same sanitiser as on save). */
  preview: (content: string) => [...all, 'preview', content] as const,
};
