import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BullMqQueue } from './adapters/bullmq.queue.js';
import { InProcessQueue } from './adapters/in-process.queue.js';
import { QueuedJobsRepository } from './adapters/queued-jobs.repository.js';
import { JobQueue } from './queue.port.js';

/** REDIS_URL picks BullMQ; otherwise the in-process runner (the embedded default). */
export const queueProvider: Provider = {
  provide: JobQueue,
  inject: [APP_CONFIG, QueuedJobsRepository],
  useFactory: (config: AppConfig, jobStore: QueuedJobsRepository): JobQueue =>
    config.redisUrl ? new BullMqQueue(config.redisUrl, config.jobs) : new InProcessQueue(jobStore, config.jobs),
};
