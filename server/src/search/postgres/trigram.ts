/**
 * pg_trgm's similarity() and word_similarity() for the in-memory search index, so that a title
 * ranks as it did when PostgreSQL computed these per row (contrib/pg_trgm/trgm_op.c).
 * A trigram is a number made of its three UTF-16 code units.
 */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const SPACE = 32;

function isWordCharacter(codePoint: number): boolean {
  if (codePoint < 128) {
    const lower = codePoint | 0x20;
    return (lower >= 97 && lower <= 122) || (codePoint >= 48 && codePoint <= 57);
  }
  return WORD_CHARACTER.test(String.fromCodePoint(codePoint));
}

/** A growable run of trigram numbers, reused from one text to the next. */
export class TrigramCodes {
  codes = new Float64Array(64);
  length = 0;

  /**
   * The trigrams of a folded text in order, each as a number (its three UTF-16 code units): every
   * word (letters and digits) padded with two spaces in front and one behind. Numbers rather than
   * three-character strings: ranking encodes the titles of a few hundred documents per search.
   */
  read(text: string): this {
    this.length = 0;
    let i = 0;
    while (i < text.length) {
      const first = text.codePointAt(i)!;
      if (!isWordCharacter(first)) {
        i += first > 0xffff ? 2 : 1;
        continue;
      }
      const start = i;
      while (i < text.length) {
        const codePoint = text.codePointAt(i)!;
        if (!isWordCharacter(codePoint)) break;
        i += codePoint > 0xffff ? 2 : 1;
      }
      // `  word `: its trigrams start at the two spaces and at each unit but the last.
      for (let k = -2; k <= i - start - 2; k++) {
        this.push(
          unitAt(text, start, i, k) * 2 ** 32 + unitAt(text, start, i, k + 1) * 2 ** 16 + unitAt(text, start, i, k + 2),
        );
      }
    }
    return this;
  }

  private push(code: number): void {
    if (this.length === this.codes.length) {
      const grown = new Float64Array(this.codes.length * 2);
      grown.set(this.codes);
      this.codes = grown;
    }
    this.codes[this.length++] = code;
  }
}

/** The k-th code unit of the word text[start, end), a space before and after it. */
function unitAt(text: string, start: number, end: number, k: number): number {
  return k < 0 || start + k >= end ? SPACE : text.charCodeAt(start + k);
}

/**
 * Encodes texts as their trigram numbers, in order (a document's key) or as a query. It keeps no
 * state: the number is the trigram itself, so a title met for the first time needs no dictionary.
 */
export class TrigramDictionary {
  /** A document's key: its trigrams in order. */
  encode(text: string): Float64Array {
    const { codes, length } = new TrigramCodes().read(text);
    return codes.slice(0, length);
  }

  forQuery(text: string): TrigramQuery {
    const { codes, length } = new TrigramCodes().read(text);
    return new TrigramQuery(Float64Array.from(new Set(codes.subarray(0, length))).sort());
  }
}

/**
 * The query side of similarity() and word_similarity(). A key's trigrams are numbered 0… by first
 * appearance in scratch space kept between calls, so comparing a key allocates nothing.
 */
export class TrigramQuery {
  private local = {
    codes: new Float64Array(64),
    found: new Uint8Array(64),
    lastPosition: new Int32Array(64),
    index: new Int32Array(64),
  };

  constructor(
    /** The query's distinct trigrams, sorted. */
    private readonly trigrams: Float64Array,
  ) {}

  /** Distinct trigrams of the query (ulen1 in trgm_op.c). */
  get count(): number {
    return this.trigrams.length;
  }

  private readonly keyCodes = new TrigramCodes();
  /** What measure() found. */
  similarityOfLast = 0;
  wordSimilarityOfLast = 0;

  /** similarity() and word_similarity() of a document's key text, its trigrams read and numbered once. */
  measure(text: string): void {
    const { codes, length } = this.keyCodes.read(text);
    if (length === 0 || this.count === 0) {
      this.similarityOfLast = this.wordSimilarityOfLast = 0;
      return;
    }
    const distinct = this.numberTrigrams(codes, length);
    this.similarityOfLast = this.similarityOfNumbered(distinct);
    this.wordSimilarityOfLast = this.wordSimilarityOfNumbered(length);
  }

  /** similarity(document key, query): shared distinct trigrams over all distinct trigrams of both. */
  similarity(key: Float64Array): number {
    if (key.length === 0 || this.count === 0) return 0;
    return this.similarityOfNumbered(this.numberTrigrams(key, key.length));
  }

  private similarityOfNumbered(distinct: number): number {
    let shared = 0;
    for (let d = 0; d < distinct; d++) shared += this.local.found[d];
    return shared / (this.count + distinct - shared);
  }

  /**
   * Numbers the key's distinct trigrams 0… (index[i] for its i-th trigram), notes whether the query
   * has each (found) and clears lastPosition; returns how many there are.
   */
  private numberTrigrams(key: Float64Array, length: number): number {
    const { codes, found, lastPosition, index } = this.scratch(length);
    let distinct = 0;
    for (let i = 0; i < length; i++) {
      const code = key[i];
      let d = 0;
      while (d < distinct && codes[d] !== code) d++;
      if (d === distinct) {
        codes[d] = code;
        found[d] = this.inQuery(code) ? 1 : 0;
        lastPosition[d] = -1;
        distinct++;
      }
      index[i] = d;
    }
    return distinct;
  }

  private inQuery(code: number): boolean {
    const trigrams = this.trigrams;
    let [low, high] = [0, trigrams.length];
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (trigrams[mid] < code) low = mid + 1;
      else high = mid;
    }
    return low < trigrams.length && trigrams[low] === code;
  }

  /**
   * word_similarity(query, document key): the best similarity between the query's trigrams and a
   * continuous extent of the key's trigrams, found the way iterate_word_similarity() does
   * (extend the upper bound at each query trigram, then try raising the lower bound).
   */
  wordSimilarity(key: Float64Array): number {
    if (this.count === 0 || key.length === 0) return 0;
    // The key's distinct trigrams numbered 0…: whether the query has each, and where it was last seen.
    this.numberTrigrams(key, key.length);
    return this.wordSimilarityOfNumbered(key.length);
  }

  private wordSimilarityOfNumbered(length: number): number {
    const ulen1 = this.count;
    const { found, lastPosition, index } = this.local;
    let ulen2 = 0;
    let count = 0;
    let lower = -1;
    let best = 0;
    for (let i = 0; i < length; i++) {
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
      this.local = {
        codes: new Float64Array(size),
        found: new Uint8Array(size),
        lastPosition: new Int32Array(size),
        index: new Int32Array(size),
      };
    }
    return this.local;
  }
}
