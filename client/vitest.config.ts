import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Client tests: vitest in jsdom with React Testing Library; HTTP is answered at the network layer
 * by MSW (src/test/server.ts), so the real api-client, react-query and forms run unchanged.
 * Paths are relative to client/ (the Vite root), which keeps Playwright's test/e2e specs out.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      // Screens that render a whole page with its queries take a second or two alone; on a busy
      // two-core machine the default 5 s was missed by tests that pass in a quiet run.
      testTimeout: 15_000,
      // A committed it.only would run alone and pass while the rest of its file is skipped.
      allowOnly: false,
    },
  }),
);
