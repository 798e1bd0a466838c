import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthService } from './health.service.js';
import { Public } from '../auth/index.js';

@ApiTags('health')
// Load balancers and operators probe it without signing in.
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ description: 'Ready: every required dependency answers' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async check(@Res({ passthrough: true }) res: Response) {
    const report = await this.health.report();
    res.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
