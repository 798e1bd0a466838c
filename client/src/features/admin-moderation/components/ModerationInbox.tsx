import { MODERATION_ITEM_KINDS, type ModerationItemKind, type ReportedReviewInboxItem } from '@contracts/contributions';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPageHeader, adminCardClass } from '@/components/admin/AdminPageHeader';
import { Pager } from '@/components/admin/Pager';
import { INBOX_PAGE_SIZE, useModerationInbox } from '../api/get-moderation-inbox';
import { InboxFilter } from './InboxFilter';
import { SuggestionInboxCard } from './SuggestionInboxCard';

/** The inbox's kind and page live in the URL (?kind, page): all kinds, first page by default. */
function useInboxParams() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind') ?? '';
  const kind = (MODERATION_ITEM_KINDS as readonly string[]).includes(asked) ? (asked as ModerationItemKind) : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const show = (next: { kind?: ModerationItemKind | null; page?: number }) => {
    const nextKind = next.kind === undefined ? kind : next.kind;
    setParams({ ...(nextKind ? { kind: nextKind } : {}), page: String(next.page ?? 1) });
  };
  return { kind, page, show };
}

/**
 * /admin/moderation (issue 34): reported reviews and visitors' suggestions in one list, oldest
 * waiting first. A reported review is drawn by `review` (the admin-reviews card, put in by the route).
 */
export function ModerationInbox({ review }: { review: (item: ReportedReviewInboxItem) => ReactNode }) {
  const { kind, page, show } = useInboxParams();
  const inbox = useModerationInbox(kind, page);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Moderation"
        description="Places, corrections and photos visitors suggested, and reviews they reported: the oldest first."
      />
      <InboxFilter kind={kind} onKind={(next) => show({ kind: next })} />
      {inbox.isPending && (
        <p role="status" className="text-slate-400">
          Loading...
        </p>
      )}
      {inbox.isError && (
        <p role="alert" className="text-red-300">
          The inbox could not be loaded. Please try again.
        </p>
      )}
      {inbox.data?.items.length === 0 && (
        <p className={`${adminCardClass} text-slate-400`}>Nothing waits for an editor right now.</p>
      )}
      {inbox.data && inbox.data.items.length > 0 && (
        <>
          <ul className="space-y-4" aria-label="Waiting for an editor">
            {inbox.data.items.map((item) => (
              <li key={`${item.type}-${item.id}`}>
                {item.type === 'suggestion' ? <SuggestionInboxCard item={item} /> : review(item)}
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={INBOX_PAGE_SIZE}
            total={inbox.data.total}
            onPage={(next) => show({ page: next })}
            label="Inbox pages"
          />
        </>
      )}
    </div>
  );
}
