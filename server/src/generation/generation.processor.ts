import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../jobs/index.js';
import { GenerationRunner } from './generation-runner.service.js';

/** Registers the generation job with the queue port (BullMQ worker or the in-process runner). */
@Injectable()
export class GenerationProcessor implements OnModuleInit {
  constructor(
    private readonly queue: JobQueue,
    private readonly generations: GenerationRunner,
  ) {}

  onModuleInit(): void {
    this.queue.process('generate-content', (job, meta) => this.generations.run(job.generationId, meta.attemptsMade));
  }
}
