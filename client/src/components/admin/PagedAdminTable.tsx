import type { AdminPageOf } from '@contracts/admin-catalog';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../ErrorState';
import { Skeleton } from '../Skeleton';
import { AdminTable, type AdminTableProps } from './AdminTable';
import { CursorPager, type PagePosition } from './CursorPager';

type Props<Row> = Omit<AdminTableProps<Row>, 'rows' | 'footer'> & {
  /** The server's page of rows; the previous page stays while the next loads (keepPreviousData). */
  query: UseQueryResult<AdminPageOf<Row>>;
  errorTitle: string;
  pagerLabel: string;
  position: PagePosition;
  onPage: (position: PagePosition) => void;
};

/** A server-paged admin list: a skeleton until the first page, an error with Retry, else the rows and a pager. */
export function PagedAdminTable<Row>({ query, errorTitle, pagerLabel, position, onPage, ...table }: Props<Row>) {
  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError) return <ErrorState title={errorTitle} onRetry={() => void query.refetch()} />;
  const { items, pageSize, total, totalIsEstimate, previous, next } = query.data;
  return (
    <AdminTable
      {...table}
      rows={items}
      footer={
        <CursorPager
          label={pagerLabel}
          position={position}
          shown={items.length}
          pageSize={pageSize}
          total={total}
          totalIsEstimate={totalIsEstimate}
          previous={previous}
          next={next}
          onPage={onPage}
        />
      }
    />
  );
}
