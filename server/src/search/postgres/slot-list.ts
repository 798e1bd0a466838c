/**
 * A growable list of document slots in an Int32Array. A search over a common word walks tens of
 * thousands of slots; lists like this one, borrowed from a pool and handed back, keep that from
 * allocating (and from the young-generation collections that would pause other searches).
 */
export class SlotList {
  items: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.items = new Int32Array(capacity);
  }

  push(slot: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = slot;
  }
}

/** Lists and per-slot byte arrays lent to one search at a time (searches run synchronously). */
export class ScratchPool {
  private readonly lists: SlotList[] = [];
  private readonly bytes: Uint8Array[] = [];
  private keys = new Float64Array(1024);

  list(): SlotList {
    const list = this.lists.pop() ?? new SlotList();
    list.length = 0;
    return list;
  }

  returnList(list: SlotList): void {
    this.lists.push(list);
  }

  /** A zeroed byte per slot; hand it back with the slots that were set, which are zeroed again. */
  flags(slotCount: number): Uint8Array {
    const flags = this.bytes.pop();
    return flags && flags.length >= slotCount ? flags : new Uint8Array(slotCount + 1024);
  }

  returnFlags(flags: Uint8Array, set: SlotList): void {
    for (let i = 0; i < set.length; i++) flags[set.items[i]] = 0;
    this.bytes.push(flags);
  }

  /** For flags the borrower has zeroed itself. */
  returnZeroedFlags(flags: Uint8Array): void {
    this.bytes.push(flags);
  }

  /** One number per candidate, valid until the next call. */
  numbers(count: number): Float64Array {
    if (this.keys.length < count) this.keys = new Float64Array(count * 2);
    return this.keys;
  }
}
