import { Global, Module } from '@nestjs/common';
import { QueuedJobsRepository } from './adapters/queued-jobs.repository.js';
import { AdminQueuesController } from './admin-queues.controller.js';
import { AdminQueuesService } from './admin-queues.service.js';
import { JobsLifecycle } from './jobs-lifecycle.js';
import { queueProvider } from './queue.provider.js';

/** The queue port (BullMQ or in-process, chosen by REDIS_URL) for every module that runs jobs. */
@Global()
@Module({
  controllers: [AdminQueuesController],
  providers: [queueProvider, QueuedJobsRepository, JobsLifecycle, AdminQueuesService],
  exports: [queueProvider],
})
export class JobsModule {}
