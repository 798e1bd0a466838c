import type { GeneratorConfig } from '@contracts';

const tokens = (count: number) => count.toLocaleString('en-US');

/**
 * What is left of the site's daily token budget (GENERATION_DAILY_TOKENS, counted per UTC day from
 * the model's reported usage) and the admin's rate; the server refuses what goes over either.
 */
export function GenerationBudget({ config }: { config: GeneratorConfig }) {
  const { budget, rate_per_minute: rate } = config;
  if (budget.remaining_tokens <= 0) {
    return (
      <p role="status" className="text-sm text-amber-300">
        Today&apos;s token budget of {tokens(budget.daily_tokens)} is used up; it renews at midnight UTC.
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-400">
      Today&apos;s token budget: <strong className="text-slate-200">{tokens(budget.remaining_tokens)}</strong> of{' '}
      {tokens(budget.daily_tokens)} tokens left (renews at midnight UTC). Up to {rate} generations a minute each.
    </p>
  );
}

export const budgetSpent = (config?: GeneratorConfig) => !!config && config.budget.remaining_tokens <= 0;
