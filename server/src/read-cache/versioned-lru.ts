/** An entry made for one public data version (read-cache/public-data-version.ts). */
export interface Versioned {
  version: number;
}

/**
 * Ready answers by key, each valid for the data version it was made at, least recently used first
 * out once they pass `maxBytes`. A Map keeps insertion order, so moving a hit to the end makes the
 * first key the oldest. Shared by the read cache (JSON) and the page cache (HTML, web/page-cache.ts).
 */
export class VersionedLru<V extends Versioned> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (key: string, entry: V) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The answer for `key` made at `version`; an older one is dropped. */
  get(key: string, version: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= this.sizeOf(key, entry);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: V): void {
    const size = this.sizeOf(key, entry);
    if (size > this.maxBytes / 8) return; // one huge answer must not empty the cache
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= this.sizeOf(key, old);
    }
    this.entries.set(key, entry);
    this.grew(size);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * Accounts for added bytes (a new entry, or a form an entry grew later, such as its gzip) and
   * evicts the oldest answers until the total fits again.
   */
  grew(size: number): void {
    this.bytes += size;
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= this.sizeOf(key, entry);
    }
  }
}
