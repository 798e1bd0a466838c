/**
 * pg_trgm's similarity() and word_similarity() for the in-memory search index, so that a title
 * ranks as it did when PostgreSQL computed these per row (contrib/pg_trgm/trgm_op.c).
 * Trigrams are numbered by a dictionary shared by the documents of one table.
 */
const WORD = /[\p{L}\p{N}]+/gu;

/** The trigrams of a folded text in order: each word padded with two spaces in front and one behind. */
export function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3));
  }
  return trigrams;
}

/** Numbers trigrams; a document's key is kept as the ordered list of its trigram numbers. */
export class TrigramDictionary {
  private readonly ids = new Map<string, number>();

  /** For a document: unknown trigrams are added. */
  encode(text: string): Int32Array {
    return Int32Array.from(trigramsOf(text), (trigram) => {
      let id = this.ids.get(trigram);
      if (id === undefined) this.ids.set(trigram, (id = this.ids.size));
      return id;
    });
  }

  /** For a query: trigrams no document has can match nothing and are kept only as a count. */
  forQuery(text: string): TrigramQuery {
    const unique = new Set(trigramsOf(text));
    const inQuery = new Uint8Array(this.ids.size);
    for (const trigram of unique) {
      const id = this.ids.get(trigram);
      if (id !== undefined) inQuery[id] = 1;
    }
    return new TrigramQuery(inQuery, unique.size);
  }
}

/**
 * The query side of similarity() and word_similarity(). Per-key scratch space is indexed by
 * trigram number and reset by a stamp, so comparing a key allocates nothing.
 */
export class TrigramQuery {
  private stamp = 0;
  private readonly seenAt: Int32Array;
  private readonly localOf: Int32Array;
  private local = { found: new Uint8Array(64), lastPosition: new Int32Array(64), index: new Int32Array(64) };

  constructor(
    private readonly inQuery: Uint8Array,
    /** Distinct trigrams of the query, known or not (ulen1 in trgm_op.c). */
    readonly count: number,
  ) {
    this.seenAt = new Int32Array(inQuery.length);
    this.localOf = new Int32Array(inQuery.length);
  }

  /** similarity(document key, query): shared distinct trigrams over all distinct trigrams of both. */
  similarity(key: Int32Array): number {
    if (key.length === 0 || this.count === 0) return 0;
    const stamp = ++this.stamp;
    let distinct = 0;
    let shared = 0;
    for (const id of key) {
      if (this.seenAt[id] === stamp) continue;
      this.seenAt[id] = stamp;
      distinct++;
      shared += this.inQuery[id];
    }
    return shared / (this.count + distinct - shared);
  }

  /**
   * word_similarity(query, document key): the best similarity between the query's trigrams and a
   * continuous extent of the key's trigrams, found the way iterate_word_similarity() does
   * (extend the upper bound at each query trigram, then try raising the lower bound).
   */
  wordSimilarity(key: Int32Array): number {
    const ulen1 = this.count;
    if (ulen1 === 0 || key.length === 0) return 0;
    const { found, lastPosition, index } = this.scratch(key.length);
    // The key's distinct trigrams numbered 0…: whether the query has each, and where it was last seen.
    const stamp = ++this.stamp;
    let distinct = 0;
    for (let i = 0; i < key.length; i++) {
      const id = key[i];
      if (this.seenAt[id] !== stamp) {
        this.seenAt[id] = stamp;
        this.localOf[id] = distinct;
        found[distinct] = this.inQuery[id];
        lastPosition[distinct] = -1;
        distinct++;
      }
      index[i] = this.localOf[id];
    }
    let ulen2 = 0;
    let count = 0;
    let lower = -1;
    let best = 0;
    for (let i = 0; i < key.length; i++) {
      const trigram = index[i];
      if (lower >= 0 || found[trigram]) {
        if (lastPosition[trigram] < 0) {
          ulen2++;
          if (found[trigram]) count++;
        }
        lastPosition[trigram] = i;
      }
      if (!found[trigram]) continue;
      if (lower === -1) {
        lower = i;
        ulen2 = 1;
      }
      let current = count / (ulen1 + ulen2 - count);
      let tryCount = count;
      let tryUlen2 = ulen2;
      const previousLower = lower;
      for (let tryLower = lower; tryLower <= i; tryLower++) {
        const tried = tryCount / (ulen1 + tryUlen2 - tryCount);
        if (tried > current) {
          current = tried;
          ulen2 = tryUlen2;
          lower = tryLower;
          count = tryCount;
        }
        const at = index[tryLower];
        if (lastPosition[at] === tryLower) {
          tryUlen2--;
          if (found[at]) tryCount--;
        }
      }
      if (current > best) best = current;
      for (let dropped = previousLower; dropped < lower; dropped++) {
        const at = index[dropped];
        if (lastPosition[at] === dropped) lastPosition[at] = -1;
      }
    }
    return best;
  }

  private scratch(length: number): TrigramQuery['local'] {
    if (this.local.index.length < length) {
      const size = length * 2;
      this.local = { found: new Uint8Array(size), lastPosition: new Int32Array(size), index: new Int32Array(size) };
    }
    return this.local;
  }
}
