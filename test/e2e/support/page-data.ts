import type { Page } from '@playwright/test';

/**
 * Serves the page at `path` without the API answers the server writes into it
 * (server/src/web/page-head.ts, `data`), so the app fetches them as after an in-app navigation —
 * through any route the test set up for them.
 */
export async function withoutEmbeddedData(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script[^>]*id="page-data">[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body: html });
    },
  );
}

/**
 * Serves the page at `path` with one of the API answers the server writes into it replaced, as a
 * test's own route answers that request when the app fetches it (e.g. a map config with a streets
 * style): the page then reads the same answer either way.
 */
export async function replaceEmbeddedData(
  page: Page,
  path: string,
  apiPath: string,
  answerFor: (pageUrl: string) => unknown,
): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script[^>]*id="page-data">)([\s\S]*?)(<\/script>)/,
        (_, open: string, json: string, close: string) => {
          const data = JSON.parse(json) as Record<string, unknown>;
          if (apiPath in data) data[apiPath] = answerFor(route.request().url());
          return open + JSON.stringify(data).replace(/</g, '\\u003c') + close;
        },
      );
      await route.fulfill({ response, body: html });
    },
  );
}
