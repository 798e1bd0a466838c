import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SUGGESTION_KIND_LABELS, type SuggestionInboxItem } from '@contracts/contributions';
import { adminCardClass } from '@/components/admin/AdminPageHeader';
import { paths } from '@/config/paths';
import { formatWhen } from './format';

/** A suggestion waiting in the inbox: what kind, about which place of which movie, by whom, since when. */
export function SuggestionInboxCard({ item }: { item: SuggestionInboxItem }) {
  const subject = item.proposed_name ?? item.place?.name ?? item.movie.title;
  return (
    <article
      aria-label={`${SUGGESTION_KIND_LABELS[item.kind]}: ${subject}`}
      className={`${adminCardClass} flex flex-wrap items-center justify-between gap-4`}
    >
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-widest text-amber-400 uppercase">
          {SUGGESTION_KIND_LABELS[item.kind]}
        </p>
        <h2 className="mt-1 text-lg font-semibold break-words text-white">{subject}</h2>
        <p className="mt-1 text-sm text-slate-400">
          {item.movie.title}
          {item.place && item.proposed_name !== item.place.name && <> · {item.place.name}</>} · by {item.suggested_by} ·
          waiting since <time dateTime={item.waiting_since}>{formatWhen(item.waiting_since)}</time>
        </p>
      </div>
      <Link
        to={paths.adminSuggestion(item.id)}
        className="inline-flex items-center gap-1.5 rounded-lg bg-amber-500 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-amber-400"
      >
        Review <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
