import { ByteReader, ByteStore, RecordStore } from './byte-store.js';
import {
  positionsEnd,
  positionsStart,
  storeVector,
  termAt,
  termCount,
  unpackVector,
  WEIGHT_A,
  type PackedVector,
} from './packed-vector.js';
import { Postings } from './postings.js';
import type { Matcher, PlanTerm, QueryPlan } from './query-plan.js';
import { SlotIds } from './slot-ids.js';
import { ScratchPool, SlotList } from './slot-list.js';
import { compareText, lowerBound } from './sorted-text.js';
import { TrigramDictionary } from './trigram.js';
import { tsRank } from './ts-rank.js';
import { parseTsvector } from './tsvector-text.js';

/** A row as the index reads it: the generated search columns of a movie or a place. */
export interface TableRow {
  id: string;
  /** search_fold of the title or name (title_key / name_key). */
  key: string;
  name: string;
  /** search_vector as text. */
  vector: string;
}

/** A document being ranked, as the ties compare it: its name or title and its facets. */
export interface RankedDocument {
  name: string;
  facets: number[];
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- A names the table's attributes at call sites
export interface TableQuery<A = unknown> {
  plan: QueryPlan;
  /** The folded query as typed, left-out words included: what the title or name should resemble. */
  rankText: string;
  /** Filters on facets (year, country, rating): every one must hold. */
  filters?: FacetFilter[];
  /** A facet sorted before relevance, larger first (a non-negative integer), e.g. the best rated first. */
  firstBy?: number;
  /** After relevance: e.g. the more reviewed or the newer first, then by name. */
  ties: (a: RankedDocument, b: RankedDocument) => number;
  limit: number;
  offset: number;
  /**
   * Totals above this are not needed exactly (the adapter reports at most this many): the total
   * returned is then any number from it up, which lets a common word skip its weaker matches.
   */
  countUpTo?: number;
}

/**
 * A condition on a facet: numbers the table keeps per document in typed columns, so filtering
 * tens of thousands of matches does not visit each document object. NaN (unknown) passes no filter.
 */
export interface FacetFilter {
  facet: number;
  equals?: number;
  atLeast?: number;
}

/**
 * Ranking reads each candidate's vector and title. When the tier of equal match codes that straddles
 * the page's end holds more than this many documents (a common prefix: "sai" in 17,000 places),
 * only this many of it, those with the shortest titles or names (the likeliest to resemble the
 * query), are ranked. Every match is still counted in `total`.
 */
const RANK_WINDOW = 250;
/** Dead slots (replaced or deleted documents) are swept once they are this share of all slots. */
const SWEEP_SHARE = 0.25;
const SWEEP_MIN = 1000;
/** Longer titles and names count as this long when the shortest are chosen. */
const MAX_COUNTED_LENGTH = 255;
/** Reading a document's vector for one term costs about as much as walking this many postings. */
const DOCUMENT_LOOKUP_COST = 24;

/** Match bits of a document for a query: every word found anywhere / in the title or name / as typed. */
const ANY = 1;
const IN_NAME = 2;
const AS_TYPED = 4;

/** Postings added since the last build are folded into it past this many (and an eighth of the built). */
const MERGE_MIN = 50_000;
/** A load builds the postings this many documents at a time, the event loop served in between. */
const BUILD_CHUNK = 10_000;

/**
 * The documents of one table (movies or locations) in memory, in columns rather than an object per
 * document (issue 36: a million places in one web process): per slot its id (SlotIds), facets, the
 * length of its title or name, and an offset into one ByteStore that holds its folded title, its
 * title and its vector (packed-vector.ts's stored form); postings from each word to the documents
 * holding it (postings.ts); a vocabulary sorted for prefix lookups.
 * Matching follows the PostgreSQL tsquery the adapter used to send (every word, as a prefix, a
 * typo correction or a split; two words joined); ranking computes the same keys, with
 * PostgreSQL's ts_rank and pg_trgm's similarity reimplemented (ts-rank.ts, trigram.ts), for the
 * few documents that can reach the page, whose titles and vectors are unpacked then.
 */
export class SearchTable<A> {
  private facets: Float64Array[];
  private keyLengths = new Uint16Array(1024);
  /** 1 where the slot holds a live document (postings keep dead slots until a sweep). */
  private live = new Uint8Array(1024);
  /** Where each slot's record starts in `records`: titles (writeTitles), stored vector. */
  private recordAt = new Uint32Array(1024);
  private records = new RecordStore();
  /** Where a record is put together before it is stored. */
  private readonly record = new ByteStore();
  private slotCount = 0;
  private readonly ids = new SlotIds();
  private dead = 0;
  /** While loading, postings are built once at the end (finishLoading) instead of per document. */
  private loading = false;
  private readonly termIds = new Map<string, number>();
  private readonly termTexts: string[] = [];
  private readonly postings = new Postings();
  private sortedTexts: string[] = [];
  private sortedIds: number[] = [];
  private unsortedTerms = 0;
  private readonly trigrams = new TrigramDictionary();
  private readonly scratch = new ScratchPool();
  private readonly reader = new ByteReader();
  private unpacked: PackedVector = new Int32Array(256);
  /** Scratch for markWithin: per term id, the bits a document holding it gets (zero between searches). */
  private termMarks = new Uint8Array(0);

  /** `facetsOf` gives a document's facets (see FacetFilter), always `facetCount` numbers. */
  constructor(
    private readonly facetsOf: (attributes: A) => number[],
    private readonly facetCount: number,
  ) {
    this.facets = Array.from({ length: facetCount }, () => new Float64Array(1024));
  }

  get size(): number {
    return this.ids.size;
  }

  has(id: string): boolean {
    return this.ids.slotOf(id) !== undefined;
  }

  /** How many distinct words the table has indexed so far (they are never forgotten until a reload). */
  get wordCount(): number {
    return this.termTexts.length;
  }

  /** The indexed words from the `from`-th on, in the order they were first seen. */
  wordsFrom(from: number): string[] {
    return this.termTexts.slice(from);
  }

  /** Before a load of about `expected` documents: room for them, and postings left for finishLoading(). */
  startLoading(expected: number): void {
    this.loading = true;
    this.grow(expected);
    this.ids.reserveSlots(expected);
  }

  /** Builds the postings of the loaded documents, yielding between chunks (drive it with `await` in between). */
  *finishLoading(): Generator<void> {
    yield* this.postings.rebuild(this.termTexts.length, (visit) => this.eachPosting(visit, BUILD_CHUNK));
    this.loading = false;
  }

  upsert(row: TableRow, attributes: A): void {
    this.remove(row.id);
    const slot = this.slotCount++;
    const entries = parseTsvector(row.vector).map((lexeme) => ({
      term: this.termIdOf(lexeme.text),
      positions: lexeme.positions,
    }));
    if (slot >= this.live.length) this.grow(Math.ceil(this.live.length * 1.5));
    this.record.clear();
    writeTitles(this.record, row.key, row.name);
    storeVector(entries, this.record);
    this.recordAt[slot] = this.records.add(this.record.buffer, this.record.length);
    this.place(slot, row.id, row.key.length, this.facetsOf(attributes));
    if (this.loading) return;
    for (const { term, positions } of entries)
      this.postings.add(term, slot * 2 + (positions.some((p) => (p & 3) === WEIGHT_A) ? 1 : 0));
    const pending = this.postings.pending;
    if (pending >= MERGE_MIN && pending * 8 >= this.postings.built.length) this.postings.merge(this.termTexts.length);
  }

  /** A slot's columns (its record is written already). */
  private place(slot: number, id: string, keyLength: number, facets: number[]): void {
    this.ids.set(id, slot);
    this.keyLengths[slot] = Math.min(keyLength, 0xffff);
    this.live[slot] = 1;
    for (let f = 0; f < this.facetCount; f++) this.facets[f][slot] = facets[f];
  }

  /** Room for `slots` slots in every column. */
  private grow(slots: number): void {
    if (slots <= this.live.length) return;
    const grown = <T extends Float64Array | Uint32Array | Uint16Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
    ): T => {
      const column = make(slots);
      column.set(old);
      return column;
    };
    this.facets = this.facets.map((column) => grown(column, (n) => new Float64Array(n)));
    this.keyLengths = grown(this.keyLengths, (n) => new Uint16Array(n));
    this.live = grown(this.live, (n) => new Uint8Array(n));
    this.recordAt = grown(this.recordAt, (n) => new Uint32Array(n));
  }

  remove(id: string): void {
    const slot = this.ids.slotOf(id);
    if (slot === undefined) return;
    this.ids.delete(id);
    this.live[slot] = 0;
    this.dead++;
    if (this.dead >= SWEEP_MIN && this.dead >= this.slotCount * SWEEP_SHARE) this.sweep();
  }

  /** The page of ids in rank order, and how many documents match in all. */
  search(query: TableQuery<A>): { ids: string[]; total: number } {
    const matcherTerms = query.plan.matchers.map((matcher) => this.termsMatching(matcher));
    const { matched: candidates, bits } =
      this.matchNameTier(query, matcherTerms) ?? this.match(query.plan, matcherTerms);
    const filters = query.filters ?? [];
    const keys = this.scratch.numbers(candidates.length);
    const first = query.firstBy === undefined ? null : this.facets[query.firstBy];
    // Without a sort key first, the keys are the match codes 0–15: counted here for the page's cut.
    const codeCounts = first ? null : new Int32Array(16);
    const exactLength = query.rankText.length;
    let kept = 0;
    for (let i = 0; i < candidates.length; i++) {
      const slot = candidates.items[i];
      const b = bits[slot];
      bits[slot] = 0; // read once: the flags go back to the pool zeroed
      if (filters.length > 0 && !this.passes(slot, filters)) continue;
      // An exact title has every word in it: only those are compared, and only at the right length.
      const exact = b & IN_NAME && this.keyLengths[slot] === exactLength && this.keyAt(slot) === query.rankText;
      const code = (exact ? 8 : 0) + (b & IN_NAME && b & AS_TYPED ? 4 : 0) + (b & IN_NAME) + (b & AS_TYPED ? 1 : 0);
      candidates.items[kept] = slot;
      keys[kept++] = first ? first[slot] * 16 + code : code;
      if (codeCounts) codeCounts[code]++;
    }
    candidates.length = kept;
    this.scratch.returnZeroedFlags(bits);
    const page = this.rankPage(candidates, keys, codeCounts, query);
    this.scratch.returnList(candidates);
    return { ids: page.map((slot) => this.ids.idAt(slot)), total: kept };
  }

  private passes(slot: number, filters: FacetFilter[]): boolean {
    return filters.every(({ facet, equals, atLeast }) => {
      const value = this.facets[facet][slot];
      return (equals === undefined || value === equals) && (atLeast === undefined || value >= atLeast);
    });
  }

  /** The folded title or name of a slot. */
  private keyAt(slot: number): string {
    return readTitles(this.records.read(this.recordAt[slot], this.reader)).key;
  }

  /** A slot's vector, unpacked into a buffer the next call reuses. */
  private vectorAt(slot: number): PackedVector {
    const reader = this.records.read(this.recordAt[slot], this.reader);
    skipTitles(reader);
    return (this.unpacked = unpackVector(reader, this.unpacked));
  }

  /**
   * Orders what can reach the page: by the cheap keys first; only the tier that straddles the
   * page's end (and those above it) get ts_rank and trigram scores.
   */
  private rankPage(
    candidates: SlotList,
    keys: Float64Array,
    codeCounts: Int32Array | null,
    query: TableQuery<A>,
  ): number[] {
    const wanted = query.offset + query.limit;
    const contenders =
      candidates.length > RANK_WINDOW && wanted > 0
        ? this.contenders(candidates, keys, codeCounts, wanted)
        : Array.from({ length: candidates.length }, (_, i) => i);
    const documents = contenders.map((i) => this.rankedDocument(candidates.items[i]));
    const rank = this.ranker(query);
    const scored = contenders.map((i, n) => ({
      slot: candidates.items[i],
      document: documents[n],
      key: keys[i],
      score: rank(documents[n]),
    }));
    return scored
      .sort(
        (a, b) =>
          b.key - a.key ||
          b.score - a.score ||
          query.ties(a.document, b.document) ||
          compareText(this.idOf(a.document), this.idOf(b.document)),
      )
      .slice(query.offset, wanted)
      .map((entry) => entry.slot);
  }

  /** A ranked document's id, formatted once and only when two documents tie on everything else. */
  private idOf(document: RankedDocument & { slot: number; id?: string }): string {
    return (document.id ??= this.ids.idAt(document.slot));
  }

  private rankedDocument(slot: number): RankedDocument & { slot: number; key: string; id?: string } {
    const reader = this.records.read(this.recordAt[slot], this.reader);
    const { key, name } = readTitles(reader);
    const facets = this.facets.map((column) => column[slot]);
    return { slot, key, name, facets };
  }

  /** ts_rank(vector, query) + similarity(key, query) + word_similarity(query, key), as the SQL ranked. */
  private ranker(query: TableQuery<A>): (document: { slot: number; key: string }) => number {
    const operandsOfTerm = new Map<number, number[]>();
    query.plan.rankOperands.forEach((operand, index) => {
      for (const term of this.termsMatching(operand)) {
        const list = operandsOfTerm.get(term);
        if (list) list.push(index);
        else operandsOfTerm.set(term, [index]);
      }
    });
    const count = query.plan.rankOperands.length;
    const text = this.trigrams.forQuery(query.rankText);
    return (document) => {
      text.measure(document.key);
      return (
        tsRank(this.vectorAt(document.slot), operandsOfTerm, count, query.plan.proximityRank) +
        text.similarityOfLast +
        text.wordSimilarityOfLast
      );
    };
  }

  /**
   * Indexes of the candidates that can reach the first `wanted`: every one whose key is above the
   * wanted-th key, and from the tier at that key the ones with the shortest titles or names, up to
   * RANK_WINDOW in all (or `wanted` when that is more).
   */
  private contenders(
    candidates: SlotList,
    keys: Float64Array,
    codeCounts: Int32Array | null,
    wanted: number,
  ): number[] {
    const n = candidates.length;
    const threshold = codeCounts
      ? largestReaching(codeCounts, Math.min(wanted, n))
      : quickselect(keys.slice(0, n), Math.min(wanted, n));
    const length = (i: number) => Math.min(this.keyLengths[candidates.items[i]], MAX_COUNTED_LENGTH);
    const chosen: number[] = [];
    const tierByLength = new Int32Array(MAX_COUNTED_LENGTH + 1);
    for (let i = 0; i < n; i++) {
      if (keys[i] > threshold) chosen.push(i);
      else if (keys[i] === threshold) tierByLength[length(i)]++;
    }
    const room = Math.max(RANK_WINDOW, wanted) - chosen.length;
    let limit = 0;
    for (let seen = tierByLength[0]; seen < room && limit < MAX_COUNTED_LENGTH; seen += tierByLength[++limit]);
    let roomAtLimit = room;
    for (let shorter = 0; shorter < limit; shorter++) roomAtLimit -= tierByLength[shorter];
    const atLimit: number[] = [];
    for (let i = 0; i < n; i++) {
      if (keys[i] !== threshold) continue;
      const l = length(i);
      if (l < limit) chosen.push(i);
      else if (l === limit) atLimit.push(i);
    }
    // At the cut, the lowest slots (the oldest documents): the same whatever order the walk found them in.
    if (atLimit.length > roomAtLimit) atLimit.sort((a, b) => candidates.items[a] - candidates.items[b]);
    return chosen.concat(atLimit.slice(0, Math.max(0, roomAtLimit)));
  }

  /**
   * The documents matching a variant of the query, with their match bits. Each term's
   * alternatives mark the documents they reach; a variant keeps the documents every term reached,
   * starting from the term that reached the fewest.
   */
  private match(plan: QueryPlan, matcherTerms: number[][]): { matched: SlotList; bits: Uint8Array } {
    const [only] = plan.variants;
    if (plan.variants.length === 1 && only.length === 1) {
      // One word (the common case while typing): what its alternatives reach is the answer.
      const { flags, reached } = this.mark(only[0], matcherTerms);
      return { matched: reached, bits: flags };
    }
    const bits = this.scratch.flags(this.slotCount);
    const matched = this.scratch.list();
    plan.variants.forEach((variant, v) => {
      // The rarest term is marked from its postings; the others are looked up in the documents it
      // reached when that is cheaper than walking their postings ("the" is in most descriptions).
      const costs = variant.map((term) => this.postingsCost(term, matcherTerms));
      const order = variant.map((_, i) => i).sort((a, b) => costs[a] - costs[b]);
      const driver = this.mark(variant[order[0]], matcherTerms);
      const marks = [driver];
      // Marks whose flags are set only where the driver's are: zeroed through its list, which they share.
      const sharing: Uint8Array[] = [];
      for (const i of order.slice(1)) {
        const lookUp = costs[i] > driver.reached.length * DOCUMENT_LOOKUP_COST;
        if (lookUp) marks.push(this.markWithin(variant[i], matcherTerms, driver.reached));
        else if (variant[i].some((alternative) => alternative.kind === 'phrase'))
          marks.push(this.mark(variant[i], matcherTerms));
        else sharing.push(this.markAmong(variant[i], matcherTerms, driver.flags));
      }
      const flagArrays = [...marks.map((mark) => mark.flags), ...sharing];
      const kept = v === 0 ? ANY | IN_NAME | AS_TYPED : ANY | IN_NAME;
      const reached = driver.reached;
      for (let r = 0; r < reached.length; r++) {
        const slot = reached.items[r];
        let all = kept;
        for (let m = 0; m < flagArrays.length; m++) all &= flagArrays[m][slot];
        if (!(all & ANY)) continue;
        if (bits[slot] === 0) matched.push(slot);
        bits[slot] |= all;
      }
      for (const flags of sharing) this.scratch.returnFlags(flags, reached);
      for (const mark of marks) {
        this.scratch.returnFlags(mark.flags, mark.reached);
        this.scratch.returnList(mark.reached);
      }
    });
    return { matched, bits };
  }

  /**
   * A one-word query whose word is in the titles or names of enough documents (issue 36: "par" is in
   * 170,000 of a million places): only those are matched, from the title postings. Every other
   * match lacks IN_NAME, so ranks below all of them, and the page and the capped total are the
   * same as from every match — when at least max(countUpTo, limit + offset) of them pass the
   * filters. Null when that does not hold (then everything is matched).
   */
  private matchNameTier(
    query: TableQuery<A>,
    matcherTerms: number[][],
  ): { matched: SlotList; bits: Uint8Array } | null {
    const [variant] = query.plan.variants;
    const needed = Math.max(query.countUpTo ?? Infinity, query.offset + query.limit);
    if (query.firstBy !== undefined || query.plan.variants.length > 1 || variant.length > 1) return null;
    const [term] = variant;
    const words = term.filter((alternative) => alternative.kind === 'word');
    if (words.length < term.length) return null; // a split: its phrases are read from the vectors
    let most = 0;
    for (const word of words)
      for (const termId of matcherTerms[word.matcher]) most += this.postings.nameCountAtMost(termId);
    if (most < needed) return null;
    const flags = this.scratch.flags(this.slotCount);
    const reached = this.scratch.list();
    const typedTerms = new Set<number>();
    for (const word of words) {
      const typed = ANY | (word.typed ? AS_TYPED : 0);
      for (const termId of matcherTerms[word.matcher]) {
        if (word.typed) typedTerms.add(termId);
        const { built } = this.postings;
        this.markPostings(
          built,
          this.postings.builtStart(termId),
          this.postings.builtNamesEnd(termId),
          typed,
          flags,
          reached,
        );
        const added = this.postings.addedTo(termId);
        for (let p = 0; added && p < added.length; p++)
          if (added.items[p] & 1) this.markPostings(added.items, p, p + 1, typed, flags, reached);
      }
    }
    let passing = 0;
    const filters = query.filters ?? [];
    for (let r = 0; r < reached.length; r++) {
      const slot = reached.items[r];
      // In the name through a correction: as typed too when the typed word is elsewhere in it.
      if (!(flags[slot] & AS_TYPED) && this.hasAnyTerm(slot, typedTerms)) flags[slot] |= AS_TYPED;
      if (filters.length === 0 || this.passes(slot, filters)) passing++;
    }
    if (passing >= needed) return { matched: reached, bits: flags };
    this.scratch.returnFlags(flags, reached);
    this.scratch.returnList(reached);
    return null;
  }

  private hasAnyTerm(slot: number, terms: Set<number>): boolean {
    const reader = this.termListAt(slot);
    for (let i = reader.varint(); i > 0; i--) if (terms.has(reader.varint() >>> 1)) return true;
    return false;
  }

  /**
   * A slot's record read up to its term list: the reader is at the term count, then each term as
   * `term id × 2 + 1 when in the title or name` (storeVector). Where only which words a document
   * holds matters, this skips unpacking the positions, which are most of a description's bytes.
   */
  private termListAt(slot: number): ByteReader {
    const reader = this.records.read(this.recordAt[slot], this.reader);
    skipTitles(reader);
    return reader;
  }

  /** How many postings marking a term walks. */
  private postingsCost(term: PlanTerm, matcherTerms: number[][]): number {
    let cost = 0;
    for (const alternative of term) {
      const matcher = alternative.kind === 'word' ? alternative.matcher : alternative.first;
      for (const termId of matcherTerms[matcher]) cost += this.postings.count(termId);
    }
    return cost;
  }

  /** Marks the documents a term's alternatives reach, from the postings of their words. */
  private mark(term: PlanTerm, matcherTerms: number[][]): { flags: Uint8Array; reached: SlotList } {
    const flags = this.scratch.flags(this.slotCount);
    const reached = this.scratch.list();
    for (const alternative of term) {
      if (alternative.kind === 'word') {
        const typed = ANY | (alternative.typed ? AS_TYPED : 0);
        const postings = this.postings;
        for (const termId of matcherTerms[alternative.matcher]) {
          this.markPostings(
            postings.built,
            postings.builtStart(termId),
            postings.builtEnd(termId),
            typed,
            flags,
            reached,
          );
          const added = postings.addedTo(termId);
          if (added) this.markPostings(added.items, 0, added.length, typed, flags, reached);
        }
        continue;
      }
      this.markPhrase(matcherTerms[alternative.first], matcherTerms[alternative.second], flags, reached);
    }
    return { flags, reached };
  }

  /**
   * The marks of mark() for the documents the driver's flags hold only, from the postings of the
   * term's words (no phrases): a common word ("the") walked without listing the documents it reaches.
   */
  private markAmong(term: PlanTerm, matcherTerms: number[][], among: Uint8Array): Uint8Array {
    const flags = this.scratch.flags(this.slotCount);
    const { postings } = this;
    for (const alternative of term) {
      if (alternative.kind !== 'word') continue;
      const typed = ANY | (alternative.typed ? AS_TYPED : 0);
      for (const termId of matcherTerms[alternative.matcher]) {
        markPostingsAmong(postings.built, postings.builtStart(termId), postings.builtEnd(termId), typed, flags, among);
        const added = postings.addedTo(termId);
        if (added) markPostingsAmong(added.items, 0, added.length, typed, flags, among);
      }
    }
    return flags;
  }

  /** Marks the live documents of items[from] … items[to - 1] (the hot loop of a search). */
  private markPostings(
    items: Int32Array,
    from: number,
    to: number,
    typed: number,
    flags: Uint8Array,
    reached: SlotList,
  ): void {
    const live = this.live;
    for (let p = from; p < to; p++) {
      const posting = items[p];
      const slot = posting >> 1;
      if (live[slot] === 0) continue;
      if (flags[slot] === 0) reached.push(slot);
      flags[slot] |= typed | ((posting & 1) << 1); // the posting's low bit: in the name (IN_NAME)
    }
  }

  /** Every posting of a term, built then added (a cold path: phrases, sweeps). */
  private *postingsOf(termId: number): Generator<number> {
    const { built } = this.postings;
    for (let p = this.postings.builtStart(termId); p < this.postings.builtEnd(termId); p++) yield built[p];
    const added = this.postings.addedTo(termId);
    for (let p = 0; added && p < added.length; p++) yield added.items[p];
  }

  /**
   * A split ("paris ienne" for "parisienne"): only documents holding a word of each side are read,
   * so a common first half ("pa", "paris") costs a walk of postings, not a read of every vector.
   */
  private markPhrase(firsts: number[], seconds: number[], flags: Uint8Array, reached: SlotList): void {
    if (firsts.length === 0 || seconds.length === 0) return;
    const hasSecond = this.scratch.flags(this.slotCount);
    const withSecond = this.scratch.list();
    for (const termId of seconds) {
      for (const posting of this.postingsOf(termId)) {
        if (hasSecond[posting >> 1]) continue;
        hasSecond[posting >> 1] = 1;
        withSecond.push(posting >> 1);
      }
    }
    const secondSet = new Set(seconds);
    for (const termId of firsts) {
      for (const posting of this.postingsOf(termId)) {
        const slot = posting >> 1;
        if (!hasSecond[slot] || !this.live[slot]) continue;
        const bits = phraseBits(this.vectorAt(slot), termId, secondSet);
        if (!bits) continue;
        if (flags[slot] === 0) reached.push(slot);
        flags[slot] |= bits;
      }
    }
    this.scratch.returnFlags(hasSecond, withSecond);
    this.scratch.returnList(withSecond);
  }

  /** The same marks as mark(), for the given documents only, read from their vectors. */
  private markWithin(
    term: PlanTerm,
    matcherTerms: number[][],
    slots: SlotList,
  ): { flags: Uint8Array; reached: SlotList } {
    const wordBits = new Map<number, number>();
    const phrases: { first: number; seconds: Set<number> }[] = [];
    for (const alternative of term) {
      if (alternative.kind === 'word') {
        const typed = alternative.typed ? AS_TYPED : 0;
        for (const termId of matcherTerms[alternative.matcher])
          wordBits.set(termId, (wordBits.get(termId) ?? 0) | typed);
      } else {
        const seconds = new Set(matcherTerms[alternative.second]);
        for (const first of matcherTerms[alternative.first]) phrases.push({ first, seconds });
      }
    }
    const wordMarks = phrases.length === 0 ? this.markedTerms(wordBits) : null;
    const flags = this.scratch.flags(this.slotCount);
    const reached = this.scratch.list();
    for (let s = 0; s < slots.length; s++) {
      const slot = slots.items[s];
      let found = 0;
      if (wordMarks) {
        // Words only ("the" looked up in the documents of "has"): the term list is enough.
        const reader = this.termListAt(slot);
        for (let i = reader.varint(); i > 0; i--) {
          const entry = reader.varint();
          const mark = wordMarks[entry >>> 1];
          if (mark) found |= mark | (entry & 1 ? IN_NAME : 0);
        }
      } else {
        const vector = this.vectorAt(slot);
        for (let i = 0; i < termCount(vector); i++) {
          const typed = wordBits.get(termAt(vector, i));
          if (typed === undefined) continue;
          found |= ANY | typed | (hasWeightA(vector, i) ? IN_NAME : 0);
        }
        for (const { first, seconds } of phrases) found |= phraseBits(vector, first, seconds);
      }
      if (!found) continue;
      flags[slot] = found;
      reached.push(slot);
    }
    for (const termId of wordBits.keys()) this.termMarks[termId] = 0;
    return { flags, reached };
  }

  /**
   * ANY and the typed bit of each term in `wordBits`, indexed by term id (a typed array lookup per
   * word of a document, where a Map lookup cost twice the read); markWithin clears them after use.
   */
  private markedTerms(wordBits: Map<number, number>): Uint8Array {
    if (this.termMarks.length < this.termTexts.length) this.termMarks = new Uint8Array(this.termTexts.length * 1.25);
    for (const [termId, typed] of wordBits) this.termMarks[termId] = ANY | typed;
    return this.termMarks;
  }

  /** Indexed words a matcher finds: itself, or every word starting with it. */
  private termsMatching(matcher: Matcher): number[] {
    if (!matcher.prefix) {
      const id = this.termIds.get(matcher.text);
      return id === undefined ? [] : [id];
    }
    this.sortVocabulary();
    const found: number[] = [];
    for (let i = lowerBound(this.sortedTexts, matcher.text); i < this.sortedTexts.length; i++) {
      if (!this.sortedTexts[i].startsWith(matcher.text)) break;
      found.push(this.sortedIds[i]);
    }
    return found;
  }

  private termIdOf(text: string): number {
    let id = this.termIds.get(text);
    if (id === undefined) {
      // A copy of its own: the lexeme is a slice of the row's whole vector text, which it would keep alive.
      text = Buffer.from(text, 'utf8').toString('utf8');
      id = this.termTexts.push(text) - 1;
      this.termIds.set(text, id);
      this.unsortedTerms++;
    }
    return id;
  }

  /** New words go into the sorted vocabulary one by one when few, by a full sort after a load. */
  private sortVocabulary(): void {
    if (this.unsortedTerms === 0) return;
    const firstNew = this.termTexts.length - this.unsortedTerms;
    if (this.unsortedTerms > 64) {
      this.sortedIds = this.termTexts
        .map((_, id) => id)
        .sort((a, b) => compareText(this.termTexts[a], this.termTexts[b]));
      this.sortedTexts = this.sortedIds.map((id) => this.termTexts[id]);
    } else {
      for (let id = firstNew; id < this.termTexts.length; id++) {
        const at = lowerBound(this.sortedTexts, this.termTexts[id]);
        this.sortedTexts.splice(at, 0, this.termTexts[id]);
        this.sortedIds.splice(at, 0, id);
      }
    }
    this.unsortedTerms = 0;
  }

  /** Renumbers the live documents (their records copied to a new store) and rebuilds the postings. */
  private sweep(): void {
    const old = this.records;
    const oldAt = this.recordAt.slice(0, this.slotCount);
    const wasLive = this.live.slice(0, this.slotCount);
    const oldCount = this.slotCount;
    const kept: { id: string; keyLength: number; facets: number[] }[] = [];
    for (let slot = 0; slot < oldCount; slot++) {
      if (!wasLive[slot]) continue;
      kept.push({
        id: this.ids.idAt(slot),
        keyLength: this.keyLengths[slot],
        facets: this.facets.map((column) => column[slot]),
      });
    }
    this.records = new RecordStore();
    this.ids.clear();
    this.live.fill(0);
    this.slotCount = 0;
    this.dead = 0;
    let n = 0;
    for (let slot = 0; slot < oldCount; slot++) {
      if (!wasLive[slot]) continue;
      const at = this.slotCount++;
      this.recordAt[at] = old.copyTo(oldAt[slot], this.records, this.reader);
      const { id, keyLength, facets } = kept[n++];
      this.place(at, id, keyLength, facets);
    }
    for (const _ of this.postings.rebuild(this.termTexts.length, (visit) => this.eachPosting(visit, Infinity)));
  }

  /**
   * Visits every live document's postings in slot order, read from the stored vectors' term lists,
   * pausing (a yield) after every `chunk` documents.
   */
  private *eachPosting(visit: (term: number, posting: number) => void, chunk: number): Generator<void> {
    const reader = this.reader;
    for (let slot = 0; slot < this.slotCount; slot++) {
      if (slot > 0 && slot % chunk === 0) yield;
      if (!this.live[slot]) continue;
      this.records.read(this.recordAt[slot], reader);
      skipTitles(reader);
      const n = reader.varint();
      for (let i = 0; i < n; i++) {
        const entry = reader.varint(); // term id × 2 + in the title or name
        visit(Math.floor(entry / 2), slot * 2 + (entry & 1));
      }
    }
  }
}

/**
 * A record begins with the folded title and the title. The folded one is most often the title in
 * lower case (87 % of places): then a 0 stands for it (a million places, 20 MB less).
 */
function writeTitles(record: ByteStore, key: string, name: string): void {
  const derived = key === name.toLowerCase();
  record.appendVarint(derived ? 0 : 1);
  if (!derived) record.appendText(key);
  record.appendText(name);
}

function readTitles(reader: ByteReader): { key: string; name: string } {
  const derived = reader.varint() === 0;
  const key = derived ? null : reader.text();
  const name = reader.text();
  return { key: key ?? name.toLowerCase(), name };
}

function skipTitles(reader: ByteReader): void {
  if (reader.varint() !== 0) reader.skipText();
  reader.skipText();
}

function hasWeightA(vector: PackedVector, entry: number): boolean {
  for (let p = positionsStart(vector, entry); p < positionsEnd(vector, entry); p++)
    if ((vector[p] & 3) === WEIGHT_A) return true;
  return false;
}

/** Marks the documents of items[from] … items[to - 1] that `among` flags (live ones: dead slots are never flagged). */
function markPostingsAmong(
  items: Int32Array,
  from: number,
  to: number,
  typed: number,
  flags: Uint8Array,
  among: Uint8Array,
): void {
  for (let p = from; p < to; p++) {
    const posting = items[p];
    const slot = posting >> 1;
    if (among[slot] !== 0) flags[slot] |= typed | ((posting & 1) << 1); // the low bit: in the name (IN_NAME)
  }
}

/** Bits of a two-word phrase ("la" then a word starting with "la"): found, and both in the name. */
function phraseBits(vector: PackedVector, first: number, seconds: Set<number>): number {
  let bits = 0;
  for (let i = 0; i < termCount(vector); i++) {
    if (termAt(vector, i) !== first) continue;
    for (let p = positionsStart(vector, i); p < positionsEnd(vector, i); p++) {
      const next = (vector[p] >> 2) + 1;
      for (let j = 0; j < termCount(vector); j++) {
        if (!seconds.has(termAt(vector, j))) continue;
        for (let q = positionsStart(vector, j); q < positionsEnd(vector, j); q++) {
          if (vector[q] >> 2 !== next) continue;
          bits |= ANY;
          if ((vector[p] & 3) === WEIGHT_A && (vector[q] & 3) === WEIGHT_A) bits |= IN_NAME;
        }
      }
    }
  }
  return bits;
}

/** The largest value whose count, with the counts of all larger values, reaches k (the k-th largest). */
function largestReaching(counts: Int32Array, k: number): number {
  let seen = 0;
  for (let value = counts.length - 1; value > 0; value--) if ((seen += counts[value]) >= k) return value;
  return 0;
}

/** The k-th largest value (1-based), by quickselect; reorders `values`. */
function quickselect(values: Float64Array, k: number): number {
  let [low, high] = [0, values.length - 1];
  const target = k - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1];
    let [i, j] = [low, high];
    while (i <= j) {
      while (values[i] > pivot) i++;
      while (values[j] < pivot) j--;
      if (i <= j) {
        [values[i], values[j]] = [values[j], values[i]];
        i++;
        j--;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else break;
  }
  return values[target];
}
