import { slugify } from '../common/slugify.js';

/**
 * Free slugs picked in memory for a bulk writer (`base`, `base-2`, …, SPEC §5), without a query
 * per row. A batch's picks are undone if its transaction rolls back, so they stay free. The next
 * suffix to try is remembered per base: a base shared by thousands of rows costs no rescan.
 */
export class SlugReservations {
  private readonly nextSuffix = new Map<string, number>();
  private pending: string[] = [];

  constructor(
    private readonly taken: Set<string>,
    private readonly fallback: string,
  ) {}

  pick(text: string, maxLength?: number): string {
    const root = slugify(text, maxLength) || this.fallback;
    let n = this.nextSuffix.get(root) ?? 1;
    let slug = n === 1 ? root : `${root}-${n}`;
    while (this.taken.has(slug)) slug = `${root}-${++n}`;
    this.nextSuffix.set(root, n + 1);
    this.taken.add(slug);
    this.pending.push(slug);
    return slug;
  }

  /** The batch committed: its slugs are taken for good. */
  commit(): void {
    this.pending = [];
  }

  /** The batch rolled back: its slugs are free again. */
  rollback(): void {
    for (const slug of this.pending) this.taken.delete(slug);
    this.nextSuffix.clear();
    this.pending = [];
  }
}
