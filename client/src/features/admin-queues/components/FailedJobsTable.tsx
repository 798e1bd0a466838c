import type { FailedJob, QueueStatus } from '@contracts';
import { RotateCw } from 'lucide-react';
import { adminCardClass, adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';
import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';
import { useRetryFailedJobs } from '../api/retry-failed-jobs';
import { useRetryJob } from '../api/retry-job';
import { formatDateTime } from './format';

const COLUMNS: AdminColumn<FailedJob>[] = [
  { label: 'Job', cell: (job) => job.id, className: 'font-mono text-xs break-all text-slate-300' },
  { label: 'Error', cell: (job) => job.error ?? '—', className: 'max-w-md break-words text-red-300' },
  { label: 'Attempts', numeric: true, cell: (job) => job.attempts_made },
  {
    label: 'Failed at',
    cell: (job) => formatDateTime(job.failed_at),
    className: 'whitespace-nowrap text-slate-400',
  },
];

/** Failed jobs of one queue, newest first, each with its error and a Retry button. */
export function FailedJobsTable({ queue }: { queue: QueueStatus }) {
  const retryOne = useRetryJob();
  const retryAll = useRetryFailedJobs();
  const busy = (jobId: string) =>
    retryOne.isPending && retryOne.variables.queue === queue.name && retryOne.variables.jobId === jobId;

  return (
    <section aria-labelledby={`failed-${queue.name}`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={`failed-${queue.name}`} className="font-display text-xl font-semibold text-white">
          Failed jobs <span className="font-mono text-base text-slate-400">{queue.name}</span>
        </h2>
        {queue.failed.length > 0 && (
          <button
            type="button"
            className={adminSecondaryButtonClass}
            disabled={retryAll.isPending && retryAll.variables === queue.name}
            onClick={() => retryAll.mutate(queue.name)}
          >
            <RotateCw aria-hidden="true" className="size-4" /> Retry all failed
          </button>
        )}
      </div>
      {queue.failed.length === 0 ? (
        <p className={`${adminCardClass} text-center text-slate-400`}>No failed jobs.</p>
      ) : (
        <AdminTable
          caption={`Failed jobs of ${queue.name}`}
          rows={queue.failed}
          rowKey={(job) => job.id}
          title={{
            label: 'Event',
            cell: (job) => (
              <>
                {job.data?.type ?? job.name}
                {job.data?.handler && <div className="font-mono text-xs text-slate-400">{job.data.handler}</div>}
              </>
            ),
          }}
          facts={COLUMNS}
          actions={(job) => (
            <RetryButton
              jobId={job.id}
              busy={busy(job.id)}
              onRetry={() => retryOne.mutate({ queue: queue.name, jobId: job.id })}
            />
          )}
        />
      )}
    </section>
  );
}

function RetryButton({ jobId, busy, onRetry }: { jobId: string; busy: boolean; onRetry: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Retry job ${jobId}`}
      disabled={busy}
      onClick={onRetry}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-amber-500 px-3 py-1.5 font-semibold text-slate-950 transition hover:bg-amber-400 disabled:opacity-60"
    >
      <RotateCw aria-hidden="true" className="h-3.5 w-3.5" /> Retry
    </button>
  );
}
