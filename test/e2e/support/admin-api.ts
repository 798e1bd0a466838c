import { expect, type Page } from '@playwright/test';

/**
 * Calls the admin API as the signed-in browser's user. The access token lives only in the app's
 * memory, so this asks for one with the context's refresh cookie (which rotates in the same jar);
 * call it while no page of the context is refreshing at the same moment.
 */
export async function adminApi(page: Page) {
  const refreshed = await page.request.post('/api/auth/refresh');
  expect(refreshed.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await refreshed.json()).access_token as string}` };
  return {
    get: async <T = unknown>(path: string): Promise<T> => {
      const response = await page.request.get(`/api${path}`, { headers });
      expect(response.ok(), `GET ${path}`).toBe(true);
      return (await response.json()) as T;
    },
    put: async (path: string, data: unknown) => {
      const response = await page.request.put(`/api${path}`, { headers, data });
      expect(response.ok(), `PUT ${path}`).toBe(true);
      return response.json();
    },
  };
}
