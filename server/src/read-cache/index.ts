export { CachedPublicRead } from './cached-public-read.js';
export { PublicDataVersion, PUBLIC_DATA_CHANNEL } from './public-data-version.js';
export { ReadCache } from './read-cache.js';
export { ReadCacheModule } from './read-cache.module.js';
export { serveReadCacheHits } from './serve-read-cache-hits.js';
