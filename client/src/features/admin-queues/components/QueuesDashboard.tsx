import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { ApiError } from '@/lib/api-client';
import { QUEUES_REFRESH_MS, useQueues } from '../api/get-queues';
import { FailedJobsTable } from './FailedJobsTable';
import { QueueActivity } from './QueueActivity';
import { QueueCountsTable } from './QueueCountsTable';
import { QueueSummary } from './QueueSummary';

/**
 * /admin/queues: the outbox backlog, the last hour per queue as a chart, job counts, failed jobs
 * with Retry; refreshes itself.
 */
export function QueuesDashboard() {
  const queues = useQueues();
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Job Queues"
        description={`Background jobs keep search and other derived data up to date. This page refreshes every ${QUEUES_REFRESH_MS / 1000} seconds.`}
      />
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
          <QueueActivity />
          {queues.data.queues.length > 0 ? (
            <>
              <section aria-labelledby="jobs-by-state" className="space-y-4">
                <h2 id="jobs-by-state" className="font-display text-xl font-semibold text-white">
                  Jobs by state
                </h2>
                <QueueCountsTable queues={queues.data.queues} />
              </section>
              {queues.data.queues.map((queue) => (
                <FailedJobsTable key={queue.name} queue={queue} />
              ))}
            </>
          ) : (
            <p className="text-slate-400">Job counts appear once the queue is reachable again.</p>
          )}
        </>
      )}
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
