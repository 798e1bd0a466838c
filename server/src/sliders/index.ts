/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './slide.entity.js';
export * from './slider.entity.js';
export * from './sliders.module.js';
export { SlidersService } from './sliders.service.js';
