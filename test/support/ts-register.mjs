// `node --import ./test/support/ts-register.mjs server/src/worker.ts`: runs the sources without a build.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
