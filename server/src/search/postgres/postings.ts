import { SlotList } from './slot-list.js';

/**
 * From each word (term id) to the documents holding it, as postings `slot * 2 + 1 when the word is
 * in the title or name`, ascending. Built in one piece (every term's postings side by side in one
 * Int32Array: 4 bytes a posting, where an array per term took 8 and more), with the postings added
 * since (a document written after the load) in a small list per term until the next build.
 */
export class Postings {
  /** Term t's built postings are items[starts[t]] … items[starts[t + 1] - 1]. */
  private starts = new Uint32Array(1);
  private items = new Int32Array(0);
  private added: (SlotList | undefined)[] = [];
  private addedCount = 0;

  /** Postings added since the last build. */
  get pending(): number {
    return this.addedCount;
  }

  add(term: number, posting: number): void {
    const list = (this.added[term] ??= new SlotList(4));
    list.push(posting);
    this.addedCount++;
  }

  count(term: number): number {
    return this.builtEnd(term) - this.builtStart(term) + (this.added[term]?.length ?? 0);
  }

  /** The built postings: `items` from `builtStart(term)` to `builtEnd(term)`. */
  get built(): Int32Array {
    return this.items;
  }

  builtStart(term: number): number {
    return term + 1 < this.starts.length ? this.starts[term] : 0;
  }

  builtEnd(term: number): number {
    return term + 1 < this.starts.length ? this.starts[term + 1] : 0;
  }

  /** Postings added since the build (after the built ones in slot order), or undefined. */
  addedTo(term: number): SlotList | undefined {
    return this.added[term];
  }

  /**
   * Builds from scratch: `each` calls its argument with every (term, posting) in slot order, twice
   * (once to count, once to fill); it may yield (a generator) so a caller can serve other work.
   */
  *rebuild(
    termCount: number,
    each: (visit: (term: number, posting: number) => void) => Generator<void>,
  ): Generator<void> {
    const counts = new Uint32Array(termCount + 1);
    yield* each((term) => counts[term + 1]++);
    for (let t = 0; t < termCount; t++) counts[t + 1] += counts[t];
    const items = new Int32Array(counts[termCount]);
    const next = counts.slice(0, termCount);
    yield* each((term, posting) => (items[next[term]++] = posting));
    this.starts = counts;
    this.items = items;
    this.added = [];
    this.addedCount = 0;
  }

  /** Folds the added postings into the built ones (no slot is renumbered). */
  merge(termCount: number): void {
    const starts = new Uint32Array(termCount + 1);
    for (let t = 0; t < termCount; t++) starts[t + 1] = starts[t] + this.count(t);
    const items = new Int32Array(starts[termCount]);
    for (let t = 0; t < termCount; t++) {
      const from = this.builtStart(t);
      const built = this.builtEnd(t) - from;
      items.set(this.items.subarray(from, from + built), starts[t]);
      const added = this.added[t];
      if (added) items.set(added.items.subarray(0, added.length), starts[t] + built);
    }
    this.starts = starts;
    this.items = items;
    this.added = [];
    this.addedCount = 0;
  }
}
