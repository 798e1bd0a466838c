import type { Generation } from '@contracts';
import { adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';
import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';

const COLUMNS: AdminColumn<Generation>[] = [
  { label: 'Who', cell: (g) => g.requested_by ?? '—' },
  { label: 'When', cell: (g) => new Date(g.created_at).toLocaleString() },
  { label: 'Model', cell: (g) => g.model },
  { label: 'Tokens in/out', cell: (g) => `${g.tokens_in ?? '—'} / ${g.tokens_out ?? '—'}` },
  { label: 'Duration', cell: (g) => (g.duration_ms === null ? '—' : `${(g.duration_ms / 1000).toFixed(1)} s`) },
  {
    label: 'Outcome',
    cell: (g) => (
      <span title={g.error ?? undefined}>
        {g.saved_movie_id ? 'saved' : g.status}
        {g.restarts > 0 && ' (re-run: its worker stopped)'}
        {g.status === 'failed' && g.error && (
          <span className="block max-w-xs truncate text-xs text-slate-500">{g.error}</span>
        )}
      </span>
    ),
  },
];

/** Recent generations: who, when, model, tokens, duration, outcome; an unsaved draft can be reopened. */
export function GenerationHistory({ items, onReopen }: { items: Generation[]; onReopen: (g: Generation) => void }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recent-generations" className="space-y-3">
      <h2 id="recent-generations" className="font-display text-xl font-semibold text-white">
        Recent generations
      </h2>
      <AdminTable
        caption="Recent generations"
        rows={items}
        rowKey={(g) => g.id}
        title={{ label: 'Movie', cell: (g) => `${g.input.title}${g.input.year ? ` (${g.input.year})` : ''}` }}
        facts={COLUMNS}
        actions={(g) =>
          g.status === 'succeeded' &&
          !g.saved_movie_id && (
            <button type="button" className={adminSecondaryButtonClass} onClick={() => onReopen(g)}>
              Reopen
            </button>
          )
        }
      />
    </section>
  );
}
