import { RotateCw } from 'lucide-react';
import { secondaryButtonClass } from '@/components/button-styles';
import type { QueueStatus } from '@contracts';
import { useRetryJobs } from '../api/retry-jobs';
import { formatDateTime } from './format';

/** Failed jobs of one queue, newest first, each with its error and a Retry button. */
export function FailedJobsTable({ queue }: { queue: QueueStatus }) {
  const retry = useRetryJobs();
  const busy = (jobId?: string) =>
    retry.isPending && retry.variables?.queue === queue.name && retry.variables.jobId === jobId;

  return (
    <section aria-labelledby={`failed-${queue.name}`} className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={`failed-${queue.name}`} className="text-xl font-semibold text-white">
          Failed jobs <span className="font-mono text-base text-slate-400">{queue.name}</span>
        </h2>
        {queue.failed.length > 0 && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={busy()}
            onClick={() => retry.mutate({ queue: queue.name })}
          >
            <RotateCw aria-hidden="true" className="h-4 w-4" /> Retry all failed
          </button>
        )}
      </div>
      {queue.failed.length === 0 ? (
        <p className="mt-4 rounded-xl border border-slate-800 bg-slate-900/40 px-4 py-6 text-center text-slate-400">
          No failed jobs.
        </p>
      ) : (
        <>
          <ul className="mt-4 space-y-3 md:hidden">
            {queue.failed.map((job) => (
              <li key={job.id} className="rounded-xl border border-slate-800 bg-slate-900/60 p-4 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-white">{job.data?.type ?? job.name}</p>
                    <p className="mt-0.5 font-mono text-xs break-all text-slate-400">{job.id}</p>
                  </div>
                  <RetryButton
                    jobId={job.id}
                    busy={busy(job.id)}
                    onRetry={() => retry.mutate({ queue: queue.name, jobId: job.id })}
                  />
                </div>
                <p className="mt-3 break-words text-red-300">{job.error ?? '—'}</p>
                <p className="mt-2 text-xs text-slate-400">
                  {job.attempts_made} attempts · failed {formatDateTime(job.failed_at)}
                </p>
              </li>
            ))}
          </ul>
          {/* Focusable so keyboard users can scroll it on narrow screens (axe: scrollable-region-focusable). */}
          <div
            tabIndex={0}
            role="region"
            aria-label={`Failed jobs of ${queue.name}`}
            className="mt-4 hidden overflow-x-auto rounded-xl border border-slate-800 md:block"
          >
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">Failed jobs of {queue.name}</caption>
              <thead className="bg-slate-900 text-slate-300">
                <tr>
                  {['Job', 'Event', 'Error', 'Attempts', 'Failed at'].map((label) => (
                    <th key={label} scope="col" className="px-4 py-3 font-semibold">
                      {label}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-800">
                {queue.failed.map((job) => (
                  <tr key={job.id} className="bg-slate-950 align-top">
                    <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-slate-200">{job.id}</td>
                    <td className="px-4 py-3 text-slate-200">
                      {job.data?.type ?? job.name}
                      {job.data?.handler && <div className="font-mono text-xs text-slate-400">{job.data.handler}</div>}
                    </td>
                    <td className="max-w-md px-4 py-3 break-words text-red-300">{job.error ?? '—'}</td>
                    <td className="px-4 py-3 tabular-nums text-slate-200">{job.attempts_made}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-400">{formatDateTime(job.failed_at)}</td>
                    <td className="px-4 py-3 text-right">
                      <RetryButton
                        jobId={job.id}
                        busy={busy(job.id)}
                        onRetry={() => retry.mutate({ queue: queue.name, jobId: job.id })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
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
