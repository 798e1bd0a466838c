import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface EditLinkItem {
  id: string;
  name: string;
  /** After the name (a verified badge). */
  badge?: ReactNode;
  /** The second line (a year, a movie, a city). */
  detail: string;
  to: string;
}

/** Records in a card, each with its second line and an Edit link named after it. */
export function EditLinkList({
  items,
  empty,
  className = '',
}: {
  items: EditLinkItem[];
  empty: string;
  className?: string;
}) {
  if (items.length === 0) return <p className={`text-sm text-slate-400 ${className}`}>{empty}</p>;
  return (
    <ul className={`divide-y divide-slate-800 ${className}`}>
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-4 py-3">
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 truncate font-medium text-white">
              {item.name}
              {item.badge}
            </p>
            {item.detail && <p className="truncate text-sm text-slate-400">{item.detail}</p>}
          </div>
          <Link to={item.to} className="shrink-0 text-sm font-semibold text-amber-400 hover:text-amber-300">
            Edit <span className="sr-only">{item.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
