import type { JobState, QueueStatus } from '@contracts';

const STATES: JobState[] = ['waiting', 'active', 'delayed', 'completed', 'failed'];
const LABEL: Record<JobState, string> = {
  waiting: 'Waiting',
  active: 'Active',
  delayed: 'Delayed',
  completed: 'Completed',
  failed: 'Failed',
};

export function QueueCountsTable({ queues }: { queues: QueueStatus[] }) {
  return (
    // Focusable so keyboard users can scroll it on narrow screens (axe: scrollable-region-focusable).
    <div
      tabIndex={0}
      role="region"
      aria-label="Jobs per queue and state"
      className="overflow-x-auto rounded-xl border border-slate-800"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Jobs per queue and state</caption>
        <thead className="bg-slate-900 text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Queue
            </th>
            {STATES.map((state) => (
              <th key={state} scope="col" className="px-4 py-3 text-right font-semibold">
                {LABEL[state]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {queues.map((queue) => (
            <tr key={queue.name} className="bg-slate-950">
              <th scope="row" className="px-4 py-3 font-mono font-medium whitespace-nowrap text-white">
                {queue.name}
              </th>
              {STATES.map((state) => (
                <td
                  key={state}
                  className={`px-4 py-3 text-right tabular-nums ${state === 'failed' && queue.counts.failed > 0 ? 'font-semibold text-red-400' : 'text-slate-200'}`}
                >
                  {queue.counts[state]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
