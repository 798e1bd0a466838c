/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './media.module.js';
export * from './photo.entity.js';
export { PhotosService, mediaUrl } from './photos.service.js';
export { MAX_PHOTO_BYTES } from './image-type.js';
export { PhotoBodyInterceptor } from './photo-body.interceptor.js';
