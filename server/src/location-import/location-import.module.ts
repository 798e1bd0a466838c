import { Module } from '@nestjs/common';
import { LocationsModule } from '../locations/index.js';
import { MediaModule } from '../media/index.js';
import { MoviesModule } from '../movies/index.js';
import { ImportPhotos } from './import-photos.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { LocationImportService } from './location-import.service.js';

/**
 * `import:locations`: reads a CSV of filming locations and hands its rows, a batch at a time, to
 * the movies and locations modules, which write their own tables (one writer per table).
 */
@Module({
  imports: [MoviesModule, LocationsModule, MediaModule],
  providers: [LocationImportService, ImportPhotos, ImportRunsRepository],
  exports: [LocationImportService],
})
export class LocationImportModule {}
