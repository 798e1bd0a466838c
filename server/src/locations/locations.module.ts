import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReviewsModule } from '../reviews/index.js';
import { LocationImportRepository } from './import/location-import.repository.js';
import { LocationImportService } from './import/location-import.service.js';
import { Location } from './location.entity.js';
import { LocationsController } from './locations.controller.js';
import { LocationsRepository } from './locations.repository.js';
import { LocationsService } from './locations.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Location]), ReviewsModule],
  controllers: [LocationsController],
  providers: [LocationsRepository, LocationsService, LocationImportRepository, LocationImportService],
  exports: [LocationsService],
})
export class LocationsModule {}
