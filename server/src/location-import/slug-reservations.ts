import { slugify } from '../common/slugify.js';

/**
 * Free slugs picked in memory for a bulk writer (`base`, `base-2`, …, SPEC §5), without a query
 * per row. The picks of a batch whose transaction rolled back are released, so they stay free;
 * batches written side by side never pick the same slug. The next suffix to try is remembered per
 * base: a base shared by thousands of rows costs no rescan.
 */
export class SlugReservations {
  private readonly nextSuffix = new Map<string, number>();

  constructor(
    private readonly taken: Set<string>,
    private readonly fallback: string,
  ) {}

  /** A free slug for `text`, taken from now on; pushed onto `picks` when given (to release it). */
  pick(text: string, maxLength?: number, picks?: string[]): string {
    const root = slugify(text, maxLength) || this.fallback;
    let n = this.nextSuffix.get(root) ?? 1;
    let slug = n === 1 ? root : `${root}-${n}`;
    while (this.taken.has(slug)) slug = `${root}-${++n}`;
    this.nextSuffix.set(root, n + 1);
    this.taken.add(slug);
    picks?.push(slug);
    return slug;
  }

  /** A batch rolled back: its picks are free again. */
  release(picks: readonly string[]): void {
    if (picks.length === 0) return;
    for (const slug of picks) this.taken.delete(slug);
    this.nextSuffix.clear();
  }
}
