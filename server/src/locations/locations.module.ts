import { MediaModule } from '../media/index.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { describeConstraints } from '../database/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { ImportedLocationsRepository } from './imported-locations.repository.js';
import { Location } from './location.entity.js';
import { LocationWrites } from './location-writes.service.js';
import { LocationsAdminController } from './locations-admin.controller.js';
import { LocationsAdminService } from './locations-admin.service.js';
import { LocationsController } from './locations.controller.js';
import { LocationsRepository } from './locations.repository.js';
import { LocationsService } from './locations.service.js';
import { PlaceCreditRepository } from './place-credit.repository.js';
import { PlaceImagesService } from './place-images.service.js';

describeConstraints({
  locations_slug_key: { status: 409, message: 'This slug is already used by another location' },
  // A movie deleted while its new location was being saved.
  locations_movie_id_fkey: { status: 404, message: 'Movie not found' },
});

@Module({
  imports: [TypeOrmModule.forFeature([Location]), ReviewsModule, AuditModule, MediaModule],
  controllers: [LocationsController, LocationsAdminController],
  providers: [
    LocationsRepository,
    LocationsService,
    PlaceImagesService,
    ImportedLocationsRepository,
    LocationWrites,
    LocationsAdminService,
    PlaceCreditRepository,
  ],
  exports: [LocationsService, LocationWrites],
})
export class LocationsModule {}
