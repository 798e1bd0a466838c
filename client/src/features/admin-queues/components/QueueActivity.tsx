import { adminCardClass } from '@/components/admin/AdminPageHeader';
import { Skeleton } from '@/components/Skeleton';
import { useQueueHistory } from '../api/get-queue-history';
import { QueueActivityChart } from './QueueActivityChart';

/** "Last hour": a small chart per queue, so an operator sees at a glance whether jobs flow or fail. */
export function QueueActivity() {
  const history = useQueueHistory();
  return (
    <section aria-labelledby="queue-activity" className="space-y-4">
      <h2 id="queue-activity" className="font-display text-xl font-semibold text-white">
        Last hour
      </h2>
      {history.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : history.isError ? (
        <p className="text-slate-400">The last hour could not be loaded; it is asked for again shortly.</p>
      ) : history.data.queues.length === 0 ? (
        <p className="text-slate-400">The last hour appears once the queue is reachable again.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {history.data.queues.map((queue) => (
            <div key={queue.name} className={adminCardClass}>
              <QueueActivityChart name={queue.name} points={queue.points} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
