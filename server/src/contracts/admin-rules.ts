import { z } from 'zod';
import { APP_SECTIONS } from './page-paths.js';

/**
 * Validation rules of every admin form, declared once: the server validates request bodies with
 * these schemas (common/zod-body.pipe.ts) and the admin forms use them through react-hook-form, so
 * a field shows the same message whichever side finds the problem.
 */

/** First path segments the server answers itself (the API, built assets, public images). */
const SERVER_SECTIONS = ['api', 'assets', 'images', 'posters', 'backdrops'];

/** The app's own sections (the page table's) and the server's: a CMS page with one of these slugs would be shadowed. */
export const RESERVED_SLUGS: readonly string[] = [...APP_SECTIONS, ...SERVER_SECTIONS];

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Browsers drop tabs and newlines inside a URL and trim control characters around it, so
 * "/\t/evil.example" is followed as "//evil.example": a URL that holds any of them (or any other
 * whitespace) is refused before it is parsed, wherever a URL is accepted.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f-\u009f\s]/;

/** Stands in for this site's origin while a path is parsed: a path that leaves it is not a path. */
const SITE = 'http://site.invalid';

/** An absolute http(s) URL with a host, checked after WHATWG parsing (what a browser will follow). */
export function isHttpUrl(value: string): boolean {
  if (CONTROL_OR_SPACE.test(value)) return false;
  const url = parseUrl(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** Absolute http(s) URL, or a path on this site ("/images/x.svg"); never javascript:, data: or //host. */
export function isWebUrl(value: string): boolean {
  if (!value.startsWith('/')) return isHttpUrl(value);
  if (CONTROL_OR_SPACE.test(value) || value.startsWith('//') || value.includes('\\')) return false;
  return parseUrl(value, SITE)?.origin === SITE;
}

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const webUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine((value) => value === '' || isWebUrl(value), `${label} must start with http://, https:// or /`);

/** Optional text fields come back as null when empty (SPEC §3: subtitle and button are optional). */
const emptyToNull = (value: string) => (value === '' ? null : value);

export const slideSchema = z
  .object({
    title: requiredText('Title', 200),
    subtitle: optionalText('Subtitle', 500)
      .nullable()
      .transform((v) => (v == null ? null : emptyToNull(v))),
    image_url: webUrl('Image URL').refine((value) => value !== '', 'Image URL is required'),
    button_text: optionalText('Button Text', 60)
      .nullable()
      .transform((v) => (v == null ? null : emptyToNull(v))),
    button_url: webUrl('Button URL')
      .nullable()
      .transform((v) => (v == null ? null : emptyToNull(v))),
    active: z.boolean({ error: 'Active must be true or false' }),
    // Omitted: the photo stays as it is; null removes it.
    photo_id: z.uuid({ error: 'That photo does not exist' }).nullable().optional(),
  })
  .strict();

export const newSlideSchema = z
  .object({
    title: requiredText('Title', 200),
    image_url: webUrl('Image URL').refine((value) => value !== '', 'Image URL is required'),
    order: z
      .number({ error: 'Order must be a whole number' })
      .int('Order must be a whole number')
      .min(0, 'Order must be 0 or more')
      .max(10_000, 'Order must be at most 10000'),
    active: z.boolean({ error: 'Active must be true or false' }),
  })
  .strict();

export const slideOrderSchema = z
  .object({
    order: z
      .number({ error: 'Order must be a whole number' })
      .int('Order must be a whole number')
      .min(0, 'Order must be 0 or more')
      .max(10_000, 'Order must be at most 10000'),
  })
  .strict();

export const pageSlugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(100, 'Slug must be at most 100 characters')
  .regex(SLUG_PATTERN, 'Slug may contain only lowercase letters, digits and single hyphens')
  .refine((slug) => !RESERVED_SLUGS.includes(slug), 'This slug is reserved for a page of the site');

export const pageSchema = z
  .object({
    title: requiredText('Title', 200),
    slug: pageSlugSchema,
    // The JSON body limit is 100 kB (bootstrap.ts): the content must fit in one request with room to spare.
    content: z.string({ error: 'Content must be text' }).max(60_000, 'Content must be at most 60000 characters'),
    is_published: z.boolean({ error: 'Published must be true or false' }),
  })
  .strict();

/** "ca-pub-" followed by digits, as the ad network issues them; empty turns ads off. */
const AD_CLIENT_ID = /^ca-pub-\d{1,20}$/;
const AD_SLOT = /^\d{1,20}$/;

const adSlot = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .refine((value) => value === '' || AD_SLOT.test(value), `${label} must be the slot's number`);

/**
 * A footer link to the site's profile: an https address on a public host, without a user name or
 * password (a link that shows one host and opens another), or '' to hide that network's icon.
 */
const socialLink = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((value) => value === '' || isProfileUrl(value), `${label} must be an https:// address`);

function isProfileUrl(value: string): boolean {
  if (!isHttpUrl(value) || value.includes('\\')) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
}

export const settingsSchema = z
  .object({
    site_title: requiredText('Site Title', 120),
    site_description: optionalText('Site Description', 500),
    meta_keywords: optionalText('Meta Keywords', 500),
    adsense_client_id: z
      .string({ error: 'Client ID must be text' })
      .trim()
      .refine((value) => value === '' || AD_CLIENT_ID.test(value), 'Client ID looks like ca-pub-1234567890123456'),
    adsense_slots: z
      .object({ home_banner: adSlot('Home Banner'), sidebar: adSlot('Sidebar'), content: adSlot('Content') })
      .strict(),
    // Scripts are stored as given: admins are trusted, and they run only on public pages.
    header_scripts: z
      .string({ error: 'Header Scripts must be text' })
      .max(20_000, 'Header Scripts must be at most 20000 characters'),
    footer_scripts: z
      .string({ error: 'Footer Scripts must be text' })
      .max(20_000, 'Footer Scripts must be at most 20000 characters'),
    social_links: z
      .object({ instagram: socialLink('Instagram'), x: socialLink('X (Twitter)'), facebook: socialLink('Facebook') })
      .strict(),
  })
  .strict();

/** A photo's alt text and credit (the upload's query and PATCH /api/admin/photos/:id). */
export const photoDetailsSchema = z
  .object({
    alt: z
      .string({ error: 'Alt text is required' })
      .trim()
      .min(1, 'Alt text is required')
      .max(300, 'Alt text must be at most 300 characters'),
    author: z
      .string({ error: 'Author is required' })
      .trim()
      .min(1, 'Author is required')
      .max(200, 'Author must be at most 200 characters'),
    source_url: z
      .string()
      .trim()
      .max(2000, 'Source URL must be at most 2000 characters')
      .refine((value) => value === '' || isHttpUrl(value), 'Source URL must start with http:// or https://')
      .optional()
      .transform((value) => (value ? value : null)),
    licence: z
      .string({ error: 'Licence is required' })
      .trim()
      .min(1, 'Licence is required')
      .max(100, 'Licence must be at most 100 characters'),
  })
  .strict();
