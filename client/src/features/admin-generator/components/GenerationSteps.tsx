import type { Generation } from '@contracts';

const STEPS = [
  ['queued', 'Queued'],
  ['asking-model', 'Asking the model'],
  ['checking-places', 'Checking places'],
  ['ready', 'Ready'],
] as const;

/** queued → asking the model → checking places → ready, with the reason when it failed or runs again. */
export function GenerationSteps({ generation }: { generation: Generation }) {
  const current = STEPS.findIndex(([step]) => step === generation.step);
  return (
    <div aria-live="polite" className="space-y-2">
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Generation progress">
        {STEPS.map(([step, label], i) => (
          <li
            key={step}
            aria-current={i === current ? 'step' : undefined}
            className={`rounded-full border px-3 py-1 ${
              i === current
                ? 'border-amber-500 text-amber-300'
                : i < current
                  ? 'border-slate-600 text-slate-300'
                  : 'border-slate-800 text-slate-500'
            }`}
          >
            {label}
          </li>
        ))}
      </ol>
      {generation.status === 'failed' && (
        <p role="alert" className="text-sm text-red-400">
          Reason: {generation.error ?? 'unknown'}
        </p>
      )}
      {/* A model error the queue retries, or a worker that stopped mid-run (queued again). */}
      {generation.status !== 'failed' && generation.error && (
        <p className="text-sm text-amber-300">Trying again: {generation.error}</p>
      )}
    </div>
  );
}
