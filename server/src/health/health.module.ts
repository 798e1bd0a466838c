import { Global, Module } from '@nestjs/common';
import { HealthContributors } from './health-contributors.js';
import { HealthController } from './health.controller.js';
import { HealthRepository } from './health.repository.js';
import { HealthService } from './health.service.js';

/** Global so any module (jobs, search, ...) can register its health contributor. */
@Global()
@Module({
  controllers: [HealthController],
  providers: [HealthService, HealthRepository, HealthContributors],
  exports: [HealthService, HealthContributors],
})
export class HealthModule {}
