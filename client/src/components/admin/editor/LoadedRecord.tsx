import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../EmptyState';
import { ErrorState } from '../../ErrorState';
import { Skeleton } from '../../Skeleton';
import { isNotFound } from '@/lib/api-client';

interface Props<R> {
  query: UseQueryResult<R>;
  /** Shown when the record is gone: "Movie Not Found", with a link back to the list. */
  missing: { icon: LucideIcon; title: string; back: { to: string; label: string } };
  children: (record: R) => ReactNode;
}

/** An editor's record: a placeholder while it loads, Not Found (it may have been deleted), an error with Retry. */
export function LoadedRecord<R>({ query, missing, children }: Props<R>) {
  if (query.isPending) return <Skeleton className="h-[32rem]" />;
  if (isNotFound(query.error)) {
    return (
      <EmptyState
        as="h1"
        icon={missing.icon}
        title={missing.title}
        message="It may have been deleted."
        action={
          <Link to={missing.back.to} className="font-semibold text-amber-400">
            {missing.back.label}
          </Link>
        }
      />
    );
  }
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/**
 * An editor route: /admin/…/new (no id) or /admin/…/{id}. The existing record's screen is keyed by
 * its id, so moving to another record starts it afresh.
 */
export function NewOrExisting({ New, Existing }: { New: ComponentType; Existing: ComponentType<{ id: string }> }) {
  const { id } = useParams();
  return id ? <Existing key={id} id={id} /> : <New />;
}
