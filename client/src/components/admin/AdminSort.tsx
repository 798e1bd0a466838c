import { ArrowDown, ArrowUp } from 'lucide-react';
import { adminIconButtonClass } from './AdminPageHeader';
import type { AdminColumn, AdminSort } from './AdminTable';

const orderName = (order: 'asc' | 'desc') => (order === 'asc' ? 'ascending' : 'descending');

function OrderArrow({ order }: { order: 'asc' | 'desc' }) {
  const Arrow = order === 'asc' ? ArrowUp : ArrowDown;
  return <Arrow aria-hidden="true" className="size-3.5" />;
}

/** A column header; a sortable one is a button that sorts by it (again: the other way round). */
export function SortHeader<Row>({ column, sort }: { column: AdminColumn<Row>; sort?: AdminSort }) {
  const sorted = sort && column.sortKey === sort.key;
  return (
    <th
      scope="col"
      aria-sort={sorted ? orderName(sort.order) : undefined}
      className={`px-5 py-3 font-semibold whitespace-nowrap ${column.numeric ? 'text-right' : ''}`}
    >
      {sort && column.sortKey ? (
        <button
          type="button"
          onClick={() => sort.onSort(column.sortKey!)}
          className="inline-flex items-center gap-1 uppercase hover:text-white"
        >
          {column.label}
          {sorted && <OrderArrow order={sort.order} />}
        </button>
      ) : (
        column.label
      )}
    </th>
  );
}

/** The cards have no header row to click: the same choice as a select and an order button. */
export function SortChoice<Row>({ columns, sort }: { columns: AdminColumn<Row>[]; sort: AdminSort }) {
  const sortable = columns.filter((column) => column.sortKey);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="admin-sort" className="text-slate-400">
        Sort by
      </label>
      <select
        id="admin-sort"
        value={sort.key}
        onChange={(event) => sort.onSort(event.target.value)}
        className="h-9 rounded-lg border border-slate-700 bg-slate-950/60 px-2 text-white outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30"
      >
        {sortable.map((column) => (
          <option key={column.sortKey} value={column.sortKey}>
            {column.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-label={`Sorted ${orderName(sort.order)}; sort ${orderName(sort.order === 'asc' ? 'desc' : 'asc')}`}
        onClick={() => sort.onSort(sort.key)}
        className={`${adminIconButtonClass} size-9`}
      >
        <OrderArrow order={sort.order} />
      </button>
    </div>
  );
}
