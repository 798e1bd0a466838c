import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'Every dependency’s state; 503 only while the database does not answer' })
  @ApiOkResponse({ description: 'Ready: every required dependency answers' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async check(@Res({ passthrough: true }) res: Response) {
    const report = await this.health.report();
    res.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process runs and answers (no dependency is asked)' })
  @ApiOkResponse({ description: 'The process is alive' })
  live() {
    return { status: 'alive', uptime_seconds: Math.round(process.uptime()) };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: PostgreSQL answers and the migrations have run (answers within about 2 s)' })
  @ApiOkResponse({ description: 'Ready to take traffic' })
  @ApiServiceUnavailableResponse({ description: 'Not ready; `failed` names what (database, migrations)' })
  async ready(@Res({ passthrough: true }) res: Response) {
    const report = await this.health.readiness();
    res.status(report.status === 'ready' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    // A probe must see the state now, never a cached answer.
    res.setHeader('Cache-Control', 'no-store');
    return report;
  }
}
