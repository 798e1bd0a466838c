import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocationsModule } from '../locations/index.js';
import { Movie } from './movie.entity.js';
import { MoviesController } from './movies.controller.js';
import { MoviesRepository } from './movies.repository.js';
import { MoviesService } from './movies.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Movie]), LocationsModule],
  controllers: [MoviesController],
  providers: [MoviesRepository, MoviesService],
  exports: [MoviesService],
})
export class MoviesModule {}
