/**
 * Where the built sitemap waits between data changes. Small on purpose: a cross-process data
 * version (read-cache) can replace the in-process one without touching the sitemap code.
 */
export interface SitemapCache<T> {
  /**
   * The value for the current data version, built (once, however many callers wait) when missing.
   * `maxAgeMs`: how old a value may be while changes made elsewhere might not have been heard.
   */
  get(build: () => Promise<T>, maxAgeMs: number): Promise<T>;
  /** The data changed: the next get() builds again. */
  invalidate(): void;
}

interface Built<T> {
  version: number;
  builtAt: number;
  value: T;
}

/**
 * In-process cache. Invalidated by the data version (any process's write) and the domain events of
 * the process that runs it; past `maxAgeMs` a value is built again.
 *
 * A rebuild that takes longer than `waitForFreshMs` is not waited for when a previous value exists:
 * that one answers until the new one is ready. At a million places a build takes ~25 s, and a
 * crawler asking just after a write would otherwise wait that long (or time out); a sitemap a few
 * seconds behind the data is what crawlers get from any cached sitemap. A small site's build ends
 * within the wait, so it answers the new one at once.
 */
export class InProcessSitemapCache<T> implements SitemapCache<T> {
  private version = 0;
  private built?: Built<T>;
  private building?: { version: number; value: Promise<T> };

  constructor(
    private readonly waitForFreshMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(build: () => Promise<T>, maxAgeMs: number): Promise<T> {
    const built = this.built;
    if (built && built.version === this.version && this.now() - built.builtAt < maxAgeMs)
      return Promise.resolve(built.value);
    const fresh = this.rebuild(build);
    if (!built) return fresh;
    // The previous value answers if the new one is slow or fails (the next request tries again).
    return new Promise<T>((resolve) => {
      const timer = setTimeout(() => resolve(built.value), this.waitForFreshMs);
      fresh.then(resolve, () => resolve(built.value)).finally(() => clearTimeout(timer));
    });
  }

  invalidate(): void {
    this.version++;
  }

  /** The build for the current version: the one under way, or a new one. */
  private rebuild(build: () => Promise<T>): Promise<T> {
    if (this.building?.version === this.version) return this.building.value;
    const version = this.version;
    const builtAt = this.now();
    const value = build();
    this.building = { version, value };
    const settled = () => {
      if (this.building?.value === value) this.building = undefined;
    };
    value.then(
      (result) => {
        // An older build finishing late never replaces a newer value.
        if (!this.built || this.built.version <= version) this.built = { version, builtAt, value: result };
        settled();
      },
      settled, // a failed build is not kept: the next request tries again
    );
    return value;
  }
}
