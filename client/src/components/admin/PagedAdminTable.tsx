import type { AdminPageOf } from '@contracts/admin-catalog';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../ErrorState';
import { Skeleton } from '../Skeleton';
import { AdminTable, type AdminTableProps } from './AdminTable';
import { Pager } from './Pager';

type Props<Row> = Omit<AdminTableProps<Row>, 'rows' | 'footer'> & {
  /** The server's page of rows; the previous page stays while the next loads (keepPreviousData). */
  query: UseQueryResult<AdminPageOf<Row>>;
  errorTitle: string;
  pagerLabel: string;
  onPage: (page: number) => void;
};

/** A server-paged admin list: a skeleton until the first page, an error with Retry, else the rows and a pager. */
export function PagedAdminTable<Row>({ query, errorTitle, pagerLabel, onPage, ...table }: Props<Row>) {
  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError) return <ErrorState title={errorTitle} onRetry={() => void query.refetch()} />;
  const { items, page, pageSize, total } = query.data;
  return (
    <AdminTable
      {...table}
      rows={items}
      footer={<Pager label={pagerLabel} page={page} pageSize={pageSize} total={total} onPage={onPage} />}
    />
  );
}
