import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMediaQuery } from '@/lib/use-media-query';
import { adminCardClass } from './AdminPageHeader';
import { AdminRowCards } from './AdminRowCards';
import { SortHeader } from './AdminSort';

export interface AdminColumn<Row> {
  /** The column's header; on a card, the fact's label. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Sortable by this key (see AdminSort). */
  sortKey?: string;
  /** Numbers: right-aligned in the table. */
  numeric?: boolean;
  /** Extra classes of the table cell (wrapping, colour). */
  className?: string;
}

export interface AdminSort {
  key: string;
  order: 'asc' | 'desc';
  /** The same key again turns the order round; another key starts at its own default order. */
  onSort: (key: string) => void;
}

export interface AdminTableProps<Row> {
  /** Names the table (its caption) and, on a phone, the list of cards. */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What the row is: its row header in the table, the card's title. */
  title: AdminColumn<Row>;
  /** The other columns; on a card, its key facts. */
  facts: AdminColumn<Row>[];
  /** The row's buttons: the last column, or the card's top right. */
  actions?: (row: Row) => ReactNode;
  sort?: AdminSort;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  /** Below the rows (a pager). */
  footer?: ReactNode;
}

/** A row's name (or its movie's) linking to its editor. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="hover:text-amber-300">
      {children}
    </Link>
  );
}

/** Tablets and wider show a table; narrower screens one card a row (a table would be cut there). */
export const ADMIN_TABLE_MEDIA = '(min-width: 48rem)';

/** The admin screens' lists: a table where it fits, cards with the title, key facts and actions where it would not. */
export function AdminTable<Row>(props: AdminTableProps<Row>) {
  const wide = useMediaQuery(ADMIN_TABLE_MEDIA);
  return wide ? <RowsTable {...props} /> : <AdminRowCards {...props} />;
}

const cellClass = (column: { numeric?: boolean; className?: string }) =>
  `px-5 py-3 ${column.numeric ? 'text-right tabular-nums' : ''} ${column.className ?? 'text-slate-300'}`;

function RowsTable<Row>({ caption, rows, rowKey, title, facts, actions, sort, empty, footer }: AdminTableProps<Row>) {
  const columns = [title, ...facts];
  return (
    <div className={`${adminCardClass} !p-0`}>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase">
            <tr>
              {columns.map((column) => (
                <SortHeader key={column.label} column={column} sort={sort} />
              ))}
              {actions && (
                <th scope="col" className="px-5 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-800">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-top hover:bg-slate-800/30">
                <th
                  scope="row"
                  className={`${cellClass({ ...title, className: title.className ?? 'text-white' })} font-medium`}
                >
                  {title.cell(row)}
                </th>
                {facts.map((column) => (
                  <td key={column.label} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions && <td className="px-5 py-3 text-right whitespace-nowrap">{actions(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && empty && <p className="px-5 py-10 text-center text-slate-400">{empty}</p>}
      </div>
      {footer && <div className="border-t border-slate-800 px-5 py-3">{footer}</div>}
    </div>
  );
}
