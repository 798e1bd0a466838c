import { Activity, Inbox, Server } from 'lucide-react';
import { AdminStat } from '@/components/admin/AdminStat';
import type { QueuesOverview } from '@contracts';
import { formatAge } from './format';

const ADAPTER_LABEL: Record<QueuesOverview['adapter'], string> = {
  bullmq: 'BullMQ (Redis)',
  'in-process': 'In-process runner',
};

/** The three facts an operator checks first: which queue, is it reachable, is anything stuck. */
export function QueueSummary({ overview }: { overview: QueuesOverview }) {
  const { outbox } = overview;
  const up = overview.state === 'up';
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <AdminStat icon={<Server aria-hidden="true" className="h-5 w-5" />} label="Queue">
        {ADAPTER_LABEL[overview.adapter]}
      </AdminStat>
      <AdminStat icon={<Activity aria-hidden="true" className="h-5 w-5" />} label="State">
        <span className={`inline-flex items-center gap-2 ${up ? 'text-emerald-400' : 'text-red-400'}`}>
          <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${up ? 'bg-emerald-400' : 'bg-red-400'}`} />
          {up ? 'Up' : 'Down'}
        </span>
      </AdminStat>
      <AdminStat icon={<Inbox aria-hidden="true" className="h-5 w-5" />} label="Events waiting to be queued">
        {outbox.pending}
        {outbox.oldest_pending_age_seconds !== null && (
          <span className="ml-2 text-sm font-normal text-slate-400">
            oldest {formatAge(outbox.oldest_pending_age_seconds)}
          </span>
        )}
      </AdminStat>
      {outbox.last_error && (
        <p
          role="status"
          className="rounded-lg border border-red-500/40 bg-red-950/40 px-4 py-3 text-sm text-red-200 sm:col-span-3"
        >
          Events are kept until the queue accepts them. Last error: {outbox.last_error}
        </p>
      )}
    </dl>
  );
}
