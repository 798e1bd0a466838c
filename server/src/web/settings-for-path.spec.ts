import { describe, expect, it } from '@jest/globals';
import { INJECTED_SCRIPTS_KEY } from '../contracts/script-free-pages.js';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import { renderIndexHtml } from './index-html.js';
import { settingsForPath } from './settings-for-path.js';

const withScripts = {
  ...DEFAULT_SETTINGS,
  header_scripts: '<script>h()</script>',
  footer_scripts: '<script>f()</script>',
};

const template = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
const pageData = (html: string) =>
  JSON.parse(/<script[^>]* id="page-data"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '{}');

describe('settingsForPath', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/settings',
    '/ADMIN/settings',
    '/Admin/settings',
    '/%61dmin/settings',
    '/login',
    '/register',
    '/register/',
    '/account',
    '/reset-password',
    '/forgot-password',
    '/verify-email',
    '/confirm-email',
  ])('drops the snippets on %s', (path) => {
    expect(settingsForPath(path, withScripts)).toMatchObject({
      header_scripts: '',
      footer_scripts: '',
      site_title: withScripts.site_title,
    });
  });

  it.each(['/', '/movies', '/about', '/administration', '/login-help', '/map'])(
    'keeps them on the public page %s',
    (path) => {
      expect(settingsForPath(path, withScripts)).toBe(withScripts);
    },
  );
});

describe('the injected-scripts mark', () => {
  it('is in the page data of a document carrying the snippets, beside the answers it came with', () => {
    const html = renderIndexHtml(template, withScripts, 'n0nce', { modules: [], data: { '/api/x': 1 } });
    expect(pageData(html)).toEqual({ '/api/x': 1, [INJECTED_SCRIPTS_KEY]: true });
    // Written before the header snippet, so the snippet finds it in place.
    expect(html.indexOf('id="page-data"')).toBeLessThan(html.indexOf('h()'));
  });

  it('is absent without snippets, and on the pages that never carry them', () => {
    const blank = { ...withScripts, header_scripts: ' \n', footer_scripts: '' };
    expect(pageData(renderIndexHtml(template, blank, 'n0nce'))).toEqual({});
    const admin = renderIndexHtml(template, settingsForPath('/%61dmin', withScripts), 'n0nce');
    expect(admin).not.toContain('h()');
    expect(pageData(admin)).toEqual({});
  });
});
