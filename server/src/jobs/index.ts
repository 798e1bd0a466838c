/** What other modules may use from this module (eslint: modules meet only through their index.ts). */
export * from './adapters/bullmq.queue.js';
export * from './adapters/in-process.queue.js';
export * from './backoff.js';
export * from './job-names.js';
export * from './queue.port.js';
