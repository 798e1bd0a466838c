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
import { OutboxRepository } from '../events/index.js';
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
