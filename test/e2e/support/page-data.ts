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
