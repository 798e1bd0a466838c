import { Injectable } from '@nestjs/common';
import { HealthContributors, type ComponentState } from './health-contributors.js';
import { HealthRepository } from './health.repository.js';

export type { ComponentState } from './health-contributors.js';

export interface HealthReport {
  status: 'ok' | 'error';
  database: ComponentState;
  /** queue, search, ...: reported, but never a reason for 503. */
  [component: string]: unknown;
  uptime_seconds: number;
}

/** GET /api/health/ready: may this process take traffic? Only what it cannot serve without. */
export interface ReadinessReport {
  status: 'ready' | 'not ready';
  database: ComponentState;
  migrations: ComponentState;
  /** What failed, e.g. ['database'] (empty when ready). */
  failed: string[];
}

/** A readiness probe answers within this even while PostgreSQL hangs (a proxy's probe timeout is a few seconds). */
export const READINESS_TIMEOUT_MS = 1_000;

@Injectable()
export class HealthService {
  constructor(
    private readonly repository: HealthRepository,
    private readonly contributors: HealthContributors,
  ) {}

  async report(): Promise<HealthReport> {
    const [database, others] = await Promise.all([this.checkDatabase(), this.contributors.collect()]);
    return {
      status: database.state === 'up' ? 'ok' : 'error',
      database,
      ...others,
      uptime_seconds: Math.round(process.uptime()),
    };
  }

  /** PostgreSQL answers and every migration this build knows has run, each within READINESS_TIMEOUT_MS. */
  async readiness(): Promise<ReadinessReport> {
    const database = await bounded(this.checkDatabase(), READINESS_TIMEOUT_MS);
    const migrations: ComponentState =
      database.state === 'up'
        ? await bounded(this.checkMigrations(), READINESS_TIMEOUT_MS)
        : { state: 'down', detail: 'not checked: the database does not answer' };
    const failed = Object.entries({ database, migrations })
      .filter(([, component]) => component.state !== 'up')
      .map(([name]) => name);
    return { status: failed.length === 0 ? 'ready' : 'not ready', database, migrations, failed };
  }

  private async checkDatabase(): Promise<ComponentState> {
    try {
      await this.repository.ping();
      return { state: 'up' };
    } catch (error) {
      return { state: 'down', detail: (error as Error).message };
    }
  }

  private async checkMigrations(): Promise<ComponentState> {
    try {
      const pending = await this.repository.pendingMigrations();
      return pending.length === 0 ? { state: 'up' } : { state: 'down', detail: 'migrations have not run', pending };
    } catch (error) {
      return { state: 'down', detail: `migrations could not be read: ${(error as Error).message}` };
    }
  }
}

async function bounded(check: Promise<ComponentState>, ms: number): Promise<ComponentState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ComponentState>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'down', detail: `no answer within ${ms} ms` }), ms);
  });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
