/**
 * URL slug from a title or name (SPEC §5 derivation: lowercase, trimmed, whitespace to hyphens,
 * other characters removed, repeated hyphens collapsed), with accents folded so "Amélie" gives
 * "amelie" and the result always satisfies the slug CHECK of the schema.
 */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
  return slug;
}

/** `base`, or `base-2`, `base-3`, ... whichever is not taken yet; records the choice in `taken`. */
export function uniqueSlug(base: string, taken: Set<string>, fallback: string): string {
  const root = base || fallback;
  let slug = root;
  for (let n = 2; taken.has(slug); n++) slug = `${root}-${n}`;
  taken.add(slug);
  return slug;
}
