export { CachedPublicRead } from './cached-public-read.js';
export { PublicDataVersion, PUBLIC_DATA_CHANNEL } from './public-data-version.js';
export { ReadCache } from './read-cache.js';
export { ReadCacheModule } from './read-cache.module.js';
export { serveReadCacheHits } from './serve-read-cache-hits.js';
export { etagOf, GZIP_MIN_BYTES, reusableHeaders } from './read-cache-store.js';
export { VersionedLru } from './versioned-lru.js';
export type { FrontCache } from './serve-read-cache-hits.js';
