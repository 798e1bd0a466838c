import { Module } from '@nestjs/common';
import { LocationsModule } from '../../locations/index.js';
import { MoviesModule } from '../../movies/index.js';
import { PagesModule } from '../../pages/index.js';
import { SlidersModule } from '../../sliders/index.js';
import { SeedService } from './seed.service.js';

@Module({
  imports: [MoviesModule, LocationsModule, PagesModule, SlidersModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
