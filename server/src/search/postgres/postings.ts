import { SlotList } from './slot-list.js';

/**
 * From each word (term id) to the documents holding it, as postings `slot * 2 + 1 when the word is
 * in the title or name`. Built in one piece: every term's postings side by side in one Int32Array
 * (4 bytes a posting, where an array per term took 8 and more), those in a title or name first,
 * each part in slot order — so a search can walk the title matches alone (SearchTable's name tier).
 * Postings added since (a document written after the load) wait in a small list per term until the
 * next build.
 */
export class Postings {
  /** Term t's built postings are items[starts[t]] … items[starts[t + 1] - 1], names before nameEnds[t]. */
  private starts: Uint32Array = new Uint32Array(1);
  private nameEnds: Uint32Array = new Uint32Array(0);
  private items: Int32Array = new Int32Array(0);
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

  /** Built postings in titles or names, plus every added one (an upper bound of the documents with the word in the name). */
  nameCountAtMost(term: number): number {
    return this.builtNamesEnd(term) - this.builtStart(term) + (this.added[term]?.length ?? 0);
  }

  /** The built postings: `items` from `builtStart(term)` to `builtEnd(term)`. */
  get built(): Int32Array {
    return this.items;
  }

  builtStart(term: number): number {
    return term + 1 < this.starts.length ? this.starts[term] : 0;
  }

  /** Where the term's built postings in a title or name end. */
  builtNamesEnd(term: number): number {
    return term + 1 < this.starts.length ? this.nameEnds[term] : 0;
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
    const starts = new Uint32Array(termCount + 1);
    const names = new Uint32Array(termCount);
    yield* each((term, posting) => {
      starts[term + 1]++;
      names[term] += posting & 1;
    });
    for (let t = 0; t < termCount; t++) starts[t + 1] += starts[t];
    const items = new Int32Array(starts[termCount]);
    // Where the next name posting and the next other posting of each term go.
    const nextName = starts.slice(0, termCount);
    const nextOther = new Uint32Array(termCount);
    for (let t = 0; t < termCount; t++) nextOther[t] = starts[t] + names[t];
    yield* each((term, posting) => (items[posting & 1 ? nextName[term]++ : nextOther[term]++] = posting));
    this.install(starts, nextName, items);
  }

  /** Folds the added postings into the built ones (no slot is renumbered). */
  merge(termCount: number): void {
    const starts = new Uint32Array(termCount + 1);
    for (let t = 0; t < termCount; t++) starts[t + 1] = starts[t] + this.count(t);
    const items = new Int32Array(starts[termCount]);
    const nameEnds = new Uint32Array(termCount);
    for (let t = 0; t < termCount; t++) {
      let at = starts[t];
      const added = this.added[t];
      // Names first (built, then added), then the others: each part stays in slot order.
      for (const inName of [1, 0]) {
        const from = inName ? this.builtStart(t) : this.builtNamesEnd(t);
        const to = inName ? this.builtNamesEnd(t) : this.builtEnd(t);
        items.set(this.items.subarray(from, to), at);
        at += to - from;
        for (let i = 0; added && i < added.length; i++)
          if ((added.items[i] & 1) === inName) items[at++] = added.items[i];
        if (inName) nameEnds[t] = at;
      }
    }
    this.install(starts, nameEnds, items);
  }

  private install(starts: Uint32Array, nameEnds: Uint32Array, items: Int32Array): void {
    this.starts = starts;
    this.nameEnds = nameEnds;
    this.items = items;
    this.added = [];
    this.addedCount = 0;
  }
}
