import { Global, Module } from '@nestjs/common';
import { SlugRedirectsService } from './slug-redirects.service.js';

/** Global: movies, locations and the HTML routes (web/) all read or write slug history. */
@Global()
@Module({
  providers: [SlugRedirectsService],
  exports: [SlugRedirectsService],
})
export class SlugRedirectsModule {}
