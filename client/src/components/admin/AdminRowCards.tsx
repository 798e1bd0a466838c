import { Fragment } from 'react';
import { adminCardClass } from './AdminPageHeader';
import { SortChoice } from './AdminSort';
import type { AdminTableProps } from './AdminTable';

/** AdminTable on a phone: one card a row, its title and actions on top, its key facts below. */
export function AdminRowCards<Row>({
  caption,
  rows,
  rowKey,
  title,
  facts,
  actions,
  sort,
  empty,
  footer,
}: AdminTableProps<Row>) {
  return (
    <div className="space-y-3">
      {sort && <SortChoice columns={[title, ...facts]} sort={sort} />}
      {rows.length === 0 ? (
        empty && <p className={`${adminCardClass} text-center text-slate-400`}>{empty}</p>
      ) : (
        <ul aria-label={caption} className="space-y-3">
          {rows.map((row) => (
            <li key={rowKey(row)} className="rounded-xl border border-slate-800 bg-slate-900/60 p-4 text-sm">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 text-base font-semibold break-words text-white">{title.cell(row)}</p>
                {actions && <div className="flex shrink-0 items-center gap-2">{actions(row)}</div>}
              </div>
              {facts.length > 0 && (
                <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
                  {facts.map((column) => (
                    <Fragment key={column.label}>
                      <dt className="text-slate-400">{column.label}</dt>
                      <dd className={`min-w-0 break-words ${column.className ?? 'text-slate-200'}`}>
                        {column.cell(row)}
                      </dd>
                    </Fragment>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
      {footer && <div className="px-1">{footer}</div>}
    </div>
  );
}
