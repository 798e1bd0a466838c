import { Global, Module } from '@nestjs/common';
import { SlugRedirectsRepository } from './slug-redirects.repository.js';
import { SlugRedirectsService } from './slug-redirects.service.js';

/** Global: movies, locations and the HTML routes (web/) all read or write slug history. */
@Global()
@Module({
  providers: [SlugRedirectsService, SlugRedirectsRepository],
  exports: [SlugRedirectsService],
})
export class SlugRedirectsModule {}
