import { Injectable } from '@nestjs/common';

/** `degraded` and `rebuilding`: it answers, with a fault named in `detail` (search settings, a reindex). */
export type ComponentState = {
  state: 'up' | 'down' | 'degraded' | 'rebuilding';
  detail?: string;
  [key: string]: unknown;
};
export type HealthCheck = () => Promise<ComponentState>;

/** A slow dependency must not make the health answer slow. */
const CHECK_TIMEOUT_MS = 1_500;

/**
 * Optional dependencies (queue, search, ...) report their state here. They show in
 * GET /api/health but never turn it into a 503: only the database is a hard dependency.
 */
@Injectable()
export class HealthContributors {
  private readonly checks = new Map<string, HealthCheck>();

  register(name: string, check: HealthCheck): void {
    if (['status', 'database', 'uptime_seconds'].includes(name))
      throw new Error(`Health component name ${name} is reserved`);
    this.checks.set(name, check);
  }

  async collect(): Promise<Record<string, ComponentState>> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => [name, await safely(check)] as const),
    );
    return Object.fromEntries(entries);
  }
}

async function safely(check: HealthCheck): Promise<ComponentState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ComponentState>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'down', detail: 'no answer in time' }), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch (error) {
    return { state: 'down', detail: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
