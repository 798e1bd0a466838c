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

  private async checkDatabase(): Promise<ComponentState> {
    try {
      await this.repository.ping();
      return { state: 'up' };
    } catch (error) {
      return { state: 'down', detail: (error as Error).message };
    }
  }
}
