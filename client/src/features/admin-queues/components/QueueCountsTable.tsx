import type { JobState, QueueStatus } from '@contracts';
import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';

const STATES: JobState[] = ['waiting', 'active', 'delayed', 'completed', 'failed'];
const LABEL: Record<JobState, string> = {
  waiting: 'Waiting',
  active: 'Active',
  delayed: 'Delayed',
  completed: 'Completed',
  failed: 'Failed',
};

const COLUMNS: AdminColumn<QueueStatus>[] = STATES.map((state) => ({
  label: LABEL[state],
  numeric: true,
  cell: (queue) =>
    state === 'failed' && queue.counts.failed > 0 ? (
      <span className="font-semibold text-red-400">{queue.counts.failed}</span>
    ) : (
      queue.counts[state]
    ),
  className: 'text-slate-200',
}));

export function QueueCountsTable({ queues }: { queues: QueueStatus[] }) {
  return (
    <AdminTable
      caption="Jobs per queue and state"
      rows={queues}
      rowKey={(queue) => queue.name}
      title={{ label: 'Queue', cell: (queue) => queue.name, className: 'font-mono whitespace-nowrap text-white' }}
      facts={COLUMNS}
    />
  );
}
