import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

beforeAll(() => {
  // Any request a test did not expect fails the test instead of passing silently.
  server.listen({ onUnhandledRequest: 'error' });
  // A browser resolves the api-client's '/api/...' against the page; Node's fetch needs an absolute URL.
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    networkFetch(
      typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin) : input,
      init,
    );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

// jsdom implements no media queries; the app asks for prefers-reduced-motion (answered: no preference).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
