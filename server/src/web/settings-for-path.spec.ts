import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SETTINGS } from '../settings/default-settings.js';
import { settingsForPath } from './index-html.js';

const withScripts = {
  ...DEFAULT_SETTINGS,
  header_scripts: '<script>h()</script>',
  footer_scripts: '<script>f()</script>',
};

describe('settingsForPath', () => {
  it.each(['/admin', '/admin/', '/admin/settings', '/login', '/register', '/register/'])(
    'drops the snippets on %s',
    (path) => {
      expect(settingsForPath(path, withScripts)).toMatchObject({
        header_scripts: '',
        footer_scripts: '',
        site_title: withScripts.site_title,
      });
    },
  );

  it.each(['/', '/movies', '/about', '/administration', '/login-help', '/map'])(
    'keeps them on the public page %s',
    (path) => {
      expect(settingsForPath(path, withScripts)).toBe(withScripts);
    },
  );
});
