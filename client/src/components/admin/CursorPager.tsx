import { ChevronLeft, ChevronRight, ChevronsLeft } from 'lucide-react';
import { adminIconButtonClass } from './AdminPageHeader';

/** Where a keyset-paged list stands: a cursor to start after or end before, and the page number shown. */
export interface PagePosition {
  page: number;
  after?: string;
  before?: string;
}

const count = new Intl.NumberFormat('en');

/** "1–25 of 80" (or "of about 1,000,000" when the server estimated it), with the pages a list with cursors can reach. */
export function CursorPager({
  position,
  shown,
  pageSize,
  total,
  totalIsEstimate,
  previous,
  next,
  onPage,
  label,
}: {
  position: PagePosition;
  shown: number;
  pageSize: number;
  total: number;
  totalIsEstimate: boolean;
  previous: string | null;
  next: string | null;
  onPage: (position: PagePosition) => void;
  label: string;
}) {
  const first = shown === 0 ? 0 : (position.page - 1) * pageSize + 1;
  const last = (position.page - 1) * pageSize + shown;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const of = totalIsEstimate ? `about ${count.format(total)}` : count.format(total);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 text-sm text-slate-400">
      <p aria-live="polite">
        {count.format(first)}–{count.format(last)} of {of}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={adminIconButtonClass}
          disabled={!previous}
          onClick={() => onPage({ page: 1 })}
          aria-label="First page"
        >
          <ChevronsLeft aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={adminIconButtonClass}
          disabled={!previous}
          onClick={() => onPage({ page: Math.max(1, position.page - 1), before: previous ?? undefined })}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
        <span>
          Page {count.format(position.page)} of {totalIsEstimate ? 'about ' : ''}
          {count.format(Math.max(pages, position.page))}
        </span>
        <button
          type="button"
          className={adminIconButtonClass}
          disabled={!next}
          onClick={() => onPage({ page: position.page + 1, after: next ?? undefined })}
          aria-label="Next page"
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  );
}

/** The position from the URL (?page, after, before): without a cursor it is the first page. */
export function positionFromSearch(search: URLSearchParams): PagePosition {
  const after = search.get('after') ?? undefined;
  const before = search.get('before') ?? undefined;
  const page = Number(search.get('page'));
  if (!after && !before) return { page: 1 };
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, after, before };
}

/** Writes a position into URL parameters (page 1 and empty cursors stay out). */
export function setPosition(query: URLSearchParams, position: PagePosition): void {
  if (position.page > 1) query.set('page', String(position.page));
  if (position.after) query.set('after', position.after);
  else if (position.before) query.set('before', position.before);
}
