import { Module } from '@nestjs/common';
import { LocationsModule } from '../locations/index.js';
import { MapController } from './map.controller.js';
import { MapLocationsRepository } from './map-locations.repository.js';
import { MapService } from './map.service.js';
import { MapViewsService } from './map-views.service.js';

@Module({
  imports: [LocationsModule],
  controllers: [MapController],
  providers: [MapLocationsRepository, MapService, MapViewsService],
  // The map page's HTML carries the map's config and overview (web/site-heads.ts).
  exports: [MapService],
})
export class MapModule {}
