import fc from 'fast-check';

/** Values known to break parsers, number checks, encodings and queries. */
export const NASTY = [
  '\0',
  'a\0b',
  '%00',
  '1e20',
  '-1e20',
  '1e309',
  '-1',
  '-0',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '0x1F',
  '9'.repeat(40),
  '99999999999999999999',
  '',
  ' ',
  '[]',
  '{}',
  'null',
  'true',
  '٣',
  '𝟙',
  '\ud800',
  'é'.repeat(300),
  'x'.repeat(20_000),
  "'; DROP TABLE movies; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  '2024-02-30',
  '9999-12-31',
  '\u202e\u0000\uFEFF',
  'a'.repeat(64) + '@' + 'b'.repeat(255) + '.com',
  '%',
  '%zz',
  '\\',
  '\n\r\t',
];

/** A hostile text: a known nasty value, arbitrary (binary) text, or a number written out. */
export const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

/** Any JSON value, or a hostile text: arrays and objects where scalars belong, and the reverse. */
export const jsonValue = fc.oneof(
  { weight: 3, arbitrary: text },
  fc.jsonValue({ maxDepth: 4 }),
  fc.double(),
  fc.constant(1e20),
  fc.integer(),
);

/** Query values: a text, or the same key repeated (Express makes an array of it). */
export const queryValue = fc.oneof({ weight: 4, arbitrary: text }, fc.array(text, { minLength: 2, maxLength: 3 }));

export function queryString(params: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value ?? []].flat()) search.append(key, v);
  return search.toString();
}

/** Every byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it), or raw odd escapes. */
export const pathSegment = fc.oneof(
  {
    weight: 4,
    arbitrary: text.map((s) => [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  },
  fc.constantFrom('%ff', '%c0%80', '%zz', '%', '..', '%2e%2e', '%2f', 'a%00', '%E2%80%AE'),
);

/** A valid body with some fields replaced by hostile values (and maybe an unknown key), or no object at all. */
export const hostileBody = (valid: Record<string, unknown>) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .record(Object.fromEntries(Object.keys({ ...valid, extra: 0 }).map((key) => [key, jsonValue])), {
          requiredKeys: [],
        })
        .map((hostile) => ({ ...valid, ...hostile })),
    },
    jsonValue,
  );

/** JSON nested `depth` levels deep, as arrays or as objects. */
export const DEEP = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
export const DEEP_OBJECT = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
