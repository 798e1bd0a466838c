import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue } from '../jobs/index.js';
import { GenerationRepository, type LapsedGeneration } from './generation.repository.js';

/**
 * A generation whose worker died mid-run is queued again once; a second death fails it, since a
 * generation that takes its process down with it (memory, a crash) would otherwise loop forever.
 */
const MAX_RESTARTS = 1;
export const REQUEUED_REASON = 'Its worker stopped while it ran (the process ended), so it was queued again.';
export const LOST_REASON =
  'Its worker stopped while it ran, twice (the process ended each time); it was not run again. Generate it again to retry.';

/**
 * Looks for running generations whose lease lapsed (GenerationRunner renews it while its worker
 * lives) every half lease, so one is run again or failed within about 1.5 × GENERATION_LEASE_MS of
 * its worker's death, on either queue adapter (a BullMQ job that stalled twice is failed by BullMQ
 * without running again, and the in-process runner's own lease is minutes long). Web processes
 * look too, so the admin learns of it even while no worker runs; the CLI does not.
 */
@Injectable()
export class GenerationRecovery implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Generation');
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(
    private readonly repository: GenerationRepository,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobs.runWorkers && !this.config.jobs.runRelay) return;
    this.timer = setInterval(() => this.tick(), Math.floor(this.config.generation.leaseMs / 2));
    this.timer.unref();
    // A restarted process recovers at once what it left behind when it died.
    this.tick();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
  }

  /** Runs again, or fails, every generation whose worker died. */
  async sweep(): Promise<void> {
    const lapsed = await this.repository.takeLapsed(MAX_RESTARTS, REQUEUED_REASON, LOST_REASON);
    for (const generation of lapsed) {
      this.logger.warn(`generation ${generation.id}: its worker stopped; ${generation.status} again`);
      if (generation.status === 'queued') await this.requeue(generation);
    }
  }

  private tick(): void {
    if (this.sweeping) return;
    this.sweeping = this.sweep()
      .catch((error: Error) => this.logger.warn(`looking for lost generations failed: ${error.message}`))
      .finally(() => (this.sweeping = undefined));
  }

  /** A new job (the old one may still sit in the queue, lost with its worker); undone if it cannot be added. */
  private async requeue(generation: LapsedGeneration): Promise<void> {
    try {
      await this.queue.addBulk([
        {
          name: 'generate-content',
          id: `generation-${generation.id}-restart-${generation.restarts}`,
          data: { generationId: generation.id },
        },
      ]);
    } catch (error) {
      this.logger.warn(`generation ${generation.id}: not queued again (${(error as Error).message}); will retry`);
      await this.repository.putBackLapsed(generation.id, generation.restarts);
    }
  }
}
