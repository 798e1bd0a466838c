import { MediaModule } from '../media/index.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { describeConstraints } from '../database/index.js';
import { LocationsModule } from '../locations/index.js';
import { Movie } from './movie.entity.js';
import { MovieWrites } from './movie-writes.service.js';
import { MoviesAdminController } from './movies-admin.controller.js';
import { MoviesAdminService } from './movies-admin.service.js';
import { MoviesController } from './movies.controller.js';
import { MoviesRepository } from './movies.repository.js';
import { MoviesService } from './movies.service.js';

describeConstraints({ movies_slug_key: { status: 409, message: 'This slug is already used by another movie' } });

@Module({
  imports: [TypeOrmModule.forFeature([Movie]), LocationsModule, AuditModule, MediaModule],
  controllers: [MoviesController, MoviesAdminController],
  providers: [MoviesRepository, MoviesService, MovieWrites, MoviesAdminService],
  exports: [MoviesService, MovieWrites],
})
export class MoviesModule {}
