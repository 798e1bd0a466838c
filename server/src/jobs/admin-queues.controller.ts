import { Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminController } from '../auth/index.js';
import { AdminQueuesService } from './admin-queues.service.js';

/** Operators' view of the job queues (admin-only). */
@ApiTags('admin')
@AdminController('queues')
export class AdminQueuesController {
  constructor(private readonly queues: AdminQueuesService) {}

  @Get()
  @ApiOperation({ summary: 'Job counts per queue and state, recent failed jobs, and the outbox backlog' })
  @ApiOkResponse({ description: 'The queue overview' })
  overview() {
    return this.queues.overview();
  }

  @Get('history')
  @ApiOperation({ summary: 'Jobs completed and failed per minute over the last hour, per queue' })
  @ApiOkResponse({ description: 'One point a minute per queue, oldest first' })
  history() {
    return this.queues.history();
  }

  @Post(':queue/jobs/:id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run a failed job again with a fresh set of attempts' })
  @ApiNotFoundResponse({ description: 'Unknown queue, or no failed job with that id' })
  retry(@Param('queue') queue: string, @Param('id') id: string) {
    return this.queues.retry(queue, id);
  }

  @Post(':queue/retry-failed')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run every failed job of a queue again' })
  @ApiNotFoundResponse({ description: 'Unknown queue' })
  retryAllFailed(@Param('queue') queue: string) {
    return this.queues.retryAllFailed(queue);
  }
}
