import type { AuditEntry } from '@contracts';
import { formatDateTime } from './format';

const ACTIONS: Record<AuditEntry['action'], string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  reorder: 'reordered',
  hide: 'hid',
  restore: 'restored',
  dismiss: 'dismissed the reports of',
};

/** The latest admin writes: who did what to which record, and which fields changed. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-400">No changes recorded yet.</p>;
  return (
    <ol className="divide-y divide-slate-800">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm">
          <p className="min-w-0 text-slate-200">
            <span className="font-medium text-white">{entry.actor_email}</span> {ACTIONS[entry.action]} {entry.entity}{' '}
            <span className="text-slate-400">{entry.entity === 'settings' ? '' : shortId(entry.entity_id)}</span>
            {entry.changed_fields.length > 0 && (
              <span className="text-slate-400"> — {entry.changed_fields.join(', ')}</span>
            )}
          </p>
          <time dateTime={entry.created_at} className="shrink-0 text-xs text-slate-400">
            {formatDateTime(entry.created_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

const shortId = (id: string) => (id.length > 8 ? id.slice(0, 8) : id);
