import type { Generation } from '@contracts';
import { adminCardClass, adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';

/** Recent generations: who, when, model, tokens, duration, outcome; an unsaved draft can be reopened. */
export function GenerationHistory({ items, onReopen }: { items: Generation[]; onReopen: (g: Generation) => void }) {
  if (items.length === 0) return null;
  return (
    <section aria-label="Recent generations" className={adminCardClass}>
      <h2 className="font-display text-xl font-semibold text-white">Recent generations</h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm text-slate-300">
          <thead className="text-slate-400">
            <tr>
              <th scope="col">Movie</th>
              <th scope="col">Who</th>
              <th scope="col">When</th>
              <th scope="col">Model</th>
              <th scope="col">Tokens in/out</th>
              <th scope="col">Duration</th>
              <th scope="col">Outcome</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((g) => (
              <tr key={g.id} className="border-t border-slate-800">
                <th scope="row" className="py-2 font-medium text-white">
                  {g.input.title} {g.input.year ? `(${g.input.year})` : ''}
                </th>
                <td>{g.requested_by ?? '—'}</td>
                <td>{new Date(g.created_at).toLocaleString()}</td>
                <td>{g.model}</td>
                <td>
                  {g.tokens_in ?? '—'} / {g.tokens_out ?? '—'}
                </td>
                <td>{g.duration_ms === null ? '—' : `${(g.duration_ms / 1000).toFixed(1)} s`}</td>
                <td title={g.error ?? undefined}>
                  {g.saved_movie_id ? 'saved' : g.status}
                  {g.restarts > 0 && ' (re-run: its worker stopped)'}
                  {g.status === 'failed' && g.error && (
                    <span className="block max-w-xs truncate text-xs text-slate-500">{g.error}</span>
                  )}
                </td>
                <td>
                  {g.status === 'succeeded' && !g.saved_movie_id && (
                    <button type="button" className={adminSecondaryButtonClass} onClick={() => onReopen(g)}>
                      Reopen
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
