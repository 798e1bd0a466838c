import { ListChecks } from 'lucide-react';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { ApiError } from '@/lib/api-client';
import { QUEUES_REFRESH_MS, useQueues } from '../api/get-queues';
import { FailedJobsTable } from './FailedJobsTable';
import { QueueCountsTable } from './QueueCountsTable';
import { QueueSummary } from './QueueSummary';

/** /admin/queues: job counts, failed jobs with Retry, and the outbox backlog; refreshes itself. */
export function QueuesDashboard() {
  const queues = useQueues();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <header className="border-b border-slate-800 pb-8">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-amber-500 uppercase">
          <ListChecks aria-hidden="true" className="h-4 w-4" /> Operations
        </p>
        <h1 className="mt-3 font-display text-4xl font-bold text-white sm:text-5xl">Job Queues</h1>
        <p className="mt-3 max-w-2xl text-slate-400">
          Background jobs keep search and other derived data up to date. This page refreshes every{' '}
          {QUEUES_REFRESH_MS / 1000} seconds.
        </p>
      </header>
      <div className="mt-8">
        {queues.isPending ? (
          <div role="status" aria-label="Loading queues" className="space-y-4">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : queues.isError ? (
          <QueuesError error={queues.error} onRetry={() => void queues.refetch()} />
        ) : (
          <>
            <QueueSummary overview={queues.data} />
            {queues.data.queues.length > 0 ? (
              <>
                <h2 className="mt-10 mb-4 text-xl font-semibold text-white">Jobs by state</h2>
                <QueueCountsTable queues={queues.data.queues} />
                {queues.data.queues.map((queue) => (
                  <FailedJobsTable key={queue.name} queue={queue} />
                ))}
              </>
            ) : (
              <p className="mt-8 text-slate-400">Job counts appear once the queue is reachable again.</p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function QueuesError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return <ErrorState title="Admins only" message="Sign in with an administrator account to see the job queues." />;
  }
  return (
    <ErrorState
      title="Queues could not be loaded"
      message="Please check your connection and try again."
      onRetry={onRetry}
    />
  );
}
