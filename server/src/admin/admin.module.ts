import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { ContributionsModule } from '../contributions/index.js';
import { LocationsModule } from '../locations/index.js';
import { MoviesModule } from '../movies/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

/** The admin dashboard: reads other modules through their services, owns no table. */
@Module({
  imports: [MoviesModule, LocationsModule, AuditModule, ReviewsModule, ContributionsModule],
  controllers: [AdminDashboardController],
  providers: [AdminDashboardService],
})
export class AdminModule {}
