import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { HealthContributors } from '../health/index.js';
import { Metrics } from '../metrics/index.js';
import { OutboxRepository } from '../events/index.js';
import { QUEUE_NAMES } from './job-names.js';
import { JobQueue } from './queue.port.js';

/**
 * Starts the workers once every module registered its processors and handlers (bootstrap
 * comes after all module inits), and closes the queue after the relay stopped (module destroy).
 */
@Injectable()
export class JobsLifecycle implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly queue: JobQueue,
    private readonly outbox: OutboxRepository,
    private readonly health: HealthContributors,
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.health.register('queue', async () => {
      const [up, backlog] = await Promise.all([this.queue.ping(), this.outbox.backlog()]);
      return {
        adapter: this.queue.adapter,
        state: up ? 'up' : 'down',
        backlog: backlog.pending,
        workers: this.config.jobs.runWorkers,
      };
    });
    this.registerMetrics();
  }

  /** Job runs as they end in this process; queue counts and the outbox backlog read at scrape time. */
  private registerMetrics(): void {
    this.queue.observe((run) => {
      this.metrics.jobDuration.observe({ queue: run.queue, name: run.name, outcome: run.outcome }, run.durationSeconds);
      if (run.outcome !== 'completed')
        this.metrics.jobFailures.inc({ queue: run.queue, name: run.name, final: String(run.outcome === 'failed') });
    });
    this.metrics.gauge({
      name: 'reelatlas_queue_jobs',
      help: 'Jobs in each queue by state (waiting, active, delayed, completed, failed), as the queue store holds them',
      labelNames: ['queue', 'state', 'adapter'],
      collector: 'queue',
      read: async () => {
        if (!(await this.queue.ping())) throw new Error('the queue store does not answer');
        const statuses = await Promise.all(QUEUE_NAMES.map((name) => this.queue.status(name, 1)));
        return statuses.flatMap((status) =>
          Object.entries(status.counts).map(([state, value]) => ({
            labels: { queue: status.name, state, adapter: this.queue.adapter },
            value,
          })),
        );
      },
    });
    this.metrics.gauge({
      name: 'reelatlas_outbox_backlog',
      help: 'Domain events recorded but not yet handed to the queue, by kind (pending, failing: the relay failed at least once)',
      labelNames: ['kind'],
      collector: 'outbox',
      read: async () => {
        const backlog = await this.outbox.backlog();
        return [
          { labels: { kind: 'pending' }, value: backlog.pending },
          { labels: { kind: 'failing' }, value: backlog.failing },
        ];
      },
    });
    this.metrics.gauge({
      name: 'reelatlas_outbox_oldest_age_seconds',
      help: 'Age of the oldest domain event not yet handed to the queue (0 when there is none)',
      collector: 'outbox',
      read: async () => [{ value: (await this.outbox.backlog()).oldest_pending_age_seconds ?? 0 }],
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.jobs.runWorkers) return;
    await this.queue.startWorkers();
    this.logger.log(`processing jobs in this process (${this.queue.adapter})`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
