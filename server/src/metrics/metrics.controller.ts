import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { OperatorToken } from '../auth/index.js';
import { Metrics } from './metrics.service.js';

/** The one path of the app outside /api (bootstrap.ts excludes it from the global prefix). */
export const METRICS_PATH = 'metrics';

/**
 * GET /metrics: Prometheus text format, for a scraper holding METRICS_TOKEN (the AccessGuard
 * checks it; without METRICS_TOKEN the route answers 404). Not part of the public API's document.
 */
@ApiExcludeController()
@OperatorToken()
@Controller(METRICS_PATH)
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  async scrape(@Res() res: Response): Promise<void> {
    const { contentType, body } = await this.metrics.scrape();
    // A scrape is the state now: never kept by a cache between Prometheus and the app.
    res.status(200).type(contentType).set('Cache-Control', 'no-store').send(body);
  }
}
