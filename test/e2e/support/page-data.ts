import type { Page } from '@playwright/test';

const PAGE_DATA = /(<script[^>]*id="page-data">)([\s\S]*?)(<\/script>)/;

/** Serves the document at `path` as the server answers it, its HTML passed through `rewrite`. */
async function rewritePage(
  page: Page,
  path: string,
  rewrite: (html: string, pageUrl: string) => string,
): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text(), route.request().url()) });
    },
  );
}

/**
 * Serves the page at `path` without the API answers the server writes into it
 * (server/src/web/page-head.ts, `data`), so the app fetches them as after an in-app navigation —
 * through any route the test set up for them.
 */
export async function withoutEmbeddedData(page: Page, path: string): Promise<void> {
  await rewritePage(page, path, (html) => html.replace(PAGE_DATA, ''));
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
  await rewritePage(page, path, (html, pageUrl) =>
    html.replace(PAGE_DATA, (_, open: string, json: string, close: string) => {
      const data = JSON.parse(json) as Record<string, unknown>;
      if (apiPath in data) data[apiPath] = answerFor(pageUrl);
      return open + JSON.stringify(data).replace(/</g, '\\u003c') + close;
    }),
  );
}
