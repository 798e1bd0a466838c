/**
 * Where the built sitemap waits between data changes. Small on purpose: a cross-process data
 * version (read-cache) can replace the in-process one without touching the sitemap code.
 */
export interface SitemapCache<T> {
  /** The value for the current data version, built (once, however many callers wait) when missing. */
  get(build: () => Promise<T>): Promise<T>;
  /** The data changed: the next get() builds again. */
  invalidate(): void;
}

/**
 * In-process cache. Invalidated by the domain-event handler in the process that runs it; other
 * processes (a separate worker runs the jobs with BullMQ) notice within `maxAgeMs`, so a sitemap
 * is never older than that after a change.
 */
export class InProcessSitemapCache<T> implements SitemapCache<T> {
  private version = 0;
  private entry?: { version: number; builtAt: number; value: Promise<T> };

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(build: () => Promise<T>): Promise<T> {
    const entry = this.entry;
    if (entry && entry.version === this.version && this.now() - entry.builtAt < this.maxAgeMs) return entry.value;
    const version = this.version;
    const value = build();
    this.entry = { version, builtAt: this.now(), value };
    // A failed build is not kept: the next request tries again.
    value.catch(() => {
      if (this.entry?.value === value) this.entry = undefined;
    });
    return value;
  }

  invalidate(): void {
    this.version++;
  }
}
