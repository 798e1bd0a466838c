import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CachedPublicReadInterceptor } from './cached-public-read.js';
import { PublicDataVersion } from './public-data-version.js';
import { ReadCache } from './read-cache.js';
import { WriteVisibilityInterceptor } from './write-visibility.interceptor.js';

/** The public data version (PostgreSQL NOTIFY) and what is cached per version. */
@Global()
@Module({
  providers: [
    PublicDataVersion,
    ReadCache,
    CachedPublicReadInterceptor,
    { provide: APP_INTERCEPTOR, useClass: WriteVisibilityInterceptor },
  ],
  exports: [PublicDataVersion, ReadCache, CachedPublicReadInterceptor],
})
export class ReadCacheModule {}
