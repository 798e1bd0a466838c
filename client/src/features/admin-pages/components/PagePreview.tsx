import { usePagePreview } from '../api/preview-page';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const PREVIEW_DELAY_MS = 300;

/**
 * The content as visitors will see it: sanitised by the server with the public page's rules,
 * drawn with the public page's styles (prose-cms). Live, a moment after typing stops.
 */
export function PagePreview({ content }: { content: string }) {
  const debounced = useDebouncedValue(content, PREVIEW_DELAY_MS);
  const preview = usePagePreview(debounced);
  return (
    <section aria-label="Preview" className="min-w-0">
      <p className="text-sm font-medium text-slate-200">Preview</p>
      <div className="mt-1.5 max-h-[27rem] overflow-auto rounded-lg border border-slate-800 bg-slate-950/60 p-4">
        {preview.isError ? (
          <p className="text-sm text-slate-400">The preview is not available right now.</p>
        ) : debounced.trim() === '' ? (
          <p className="text-sm text-slate-400">The page has no content yet.</p>
        ) : (
          <div className="prose-cms" dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }} />
        )}
      </div>
    </section>
  );
}
