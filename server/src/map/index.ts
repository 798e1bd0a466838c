/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export { MapModule } from './map.module.js';
export { MapService, OFFLINE_STYLE_PATH } from './map.service.js';
