import { afterEach, describe, expect, it, vi } from 'vitest';
import { INJECTED_SCRIPTS_KEY } from '@contracts/script-free-pages';
import { PAGE_DATA_ID } from '@contracts';

/** A fresh copy of the modules: the page data is read once per document, as in a browser. */
async function freshDocument(pageData?: Record<string, unknown>) {
  document.head.innerHTML = '';
  if (pageData) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = JSON.stringify(pageData);
    document.head.appendChild(block);
  }
  vi.resetModules();
  return {
    ...(await import('./injected-scripts')),
    ...(await import('./settings/adsense')),
    ...(await import('./page-data')),
  };
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('documentCarriesInjectedScripts', () => {
  it('is false for a document the server wrote without snippets', async () => {
    const page = await freshDocument({ '/api/movies': [] });
    expect(page.documentCarriesInjectedScripts()).toBe(false);
  });

  it("holds for the server's mark, which stays after the page's answers are taken", async () => {
    const page = await freshDocument({ '/api/movies': [], [INJECTED_SCRIPTS_KEY]: true });
    expect(page.takePageData('/api/movies')).toEqual([]);
    expect(page.documentCarriesInjectedScripts()).toBe(true);
  });

  it('holds once the ad network loader was added to the document', async () => {
    const page = await freshDocument();
    page.loadAdScript('ca-pub-1234567890123456');
    expect(page.documentCarriesInjectedScripts()).toBe(true);
  });

  it('stays false when the ad client id is refused and nothing was added', async () => {
    const page = await freshDocument();
    page.loadAdScript('pub-123');
    expect(page.documentCarriesInjectedScripts()).toBe(false);
  });
});
