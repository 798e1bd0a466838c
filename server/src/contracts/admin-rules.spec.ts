import { describe, expect, it } from '@jest/globals';
import { pageSchema, settingsSchema, slideSchema } from './admin-rules.js';
import { DEFAULT_SETTINGS } from './settings.js';

const slide = { title: 'T', subtitle: '', image_url: '/images/x.svg', button_text: '', button_url: '', active: true };
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('admin form rules', () => {
  it.each(['https://example.org/a.jpg', 'http://example.org', '/images/a.svg', '/movies?x=1'])(
    'accepts the URL %s',
    (url) => {
      expect(slideSchema.safeParse({ ...slide, image_url: url, button_url: url }).success).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/x.png',
    'ftp://example.org/x',
    'images/a.svg',
    '/\\evil.example',
    // Browsers drop tabs and newlines: these would be followed as //evil.example.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    'https://exa\tmple.org/a.jpg',
    'https://example.org/a b.jpg',
    '/images/\u0000a.svg',
    '/images/\u007fa.svg',
    'https://',
  ])('refuses the URL %j', (url) => {
    expect(messageOf(slideSchema.safeParse({ ...slide, image_url: url }))).toBe(
      'Image URL must start with http://, https:// or /',
    );
  });

  it('turns empty optional slide fields into null and trims text', () => {
    expect(slideSchema.parse({ ...slide, title: '  Rome  ' })).toEqual({
      ...slide,
      title: 'Rome',
      subtitle: null,
      button_text: null,
      button_url: null,
    });
  });

  it.each([
    ['about-us', true],
    ['a1-b2-c3', true],
    ['About', false],
    ['a--b', false],
    ['-a', false],
    ['a-', false],
    ['a_b', false],
    ['movies', false],
    ['404', false],
  ])('slug %s valid: %s', (slug, valid) => {
    expect(pageSchema.safeParse({ title: 'T', slug, content: '', is_published: false }).success).toBe(valid);
  });

  it('accepts the default settings and refuses an ad client id that is not ca-pub-digits', () => {
    expect(settingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
    expect(messageOf(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, adsense_client_id: 'ca-pub-12x' }))).toBe(
      'Client ID looks like ca-pub-1234567890123456',
    );
    expect(
      settingsSchema.safeParse({ ...DEFAULT_SETTINGS, adsense_client_id: 'ca-pub-1234567890123456' }).success,
    ).toBe(true);
  });
});
