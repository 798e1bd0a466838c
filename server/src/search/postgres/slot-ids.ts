const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMPTY = -1;

/**
 * Which slot holds which document id. Ids are UUIDs (PostgreSQL's text form): kept as 16 bytes a
 * slot, found through an open-addressing table of slot numbers — about 24 bytes a document where a
 * Map of strings took about 100. Other ids (unit tests' '1', 'x0') go to a Map.
 */
export class SlotIds {
  /** Four 32-bit words of each slot's UUID. */
  private words = new Uint32Array(4 * 1024);
  /** Slot numbers by hash, EMPTY where none (linear probing, at most half full). */
  private table = new Int32Array(2048).fill(EMPTY);
  private count = 0;
  private readonly others = new Map<string, number>();
  private readonly otherOf = new Map<number, string>();
  private readonly probe = new Uint32Array(4);

  get size(): number {
    return this.count + this.others.size;
  }

  slotOf(id: string): number | undefined {
    if (!parseUuid(id, this.probe)) return this.others.get(id);
    const at = this.find(this.probe);
    return this.table[at] === EMPTY ? undefined : this.table[at];
  }

  /** Records a new slot's id (the id is not held by another slot). */
  set(id: string, slot: number): void {
    if (!parseUuid(id, this.probe)) {
      this.others.set(id, slot);
      this.otherOf.set(slot, id);
      return;
    }
    this.reserveSlots(slot + 1);
    this.words.set(this.probe, slot * 4);
    if (2 * (this.count + 1) > this.table.length) this.rehash(this.table.length * 2);
    this.table[this.find(this.probe)] = slot;
    this.count++;
  }

  delete(id: string): void {
    if (!parseUuid(id, this.probe)) {
      const slot = this.others.get(id);
      this.others.delete(id);
      if (slot !== undefined) this.otherOf.delete(slot);
      return;
    }
    let hole = this.find(this.probe);
    if (this.table[hole] === EMPTY) return;
    this.table[hole] = EMPTY;
    this.count--;
    // Backward-shift deletion: entries after the hole that would not be found past it move into it.
    const mask = this.table.length - 1;
    for (let at = (hole + 1) & mask; this.table[at] !== EMPTY; at = (at + 1) & mask) {
      const home = this.homeOf(this.table[at]);
      if (((at - home) & mask) >= ((at - hole) & mask)) {
        this.table[hole] = this.table[at];
        this.table[at] = EMPTY;
        hole = at;
      }
    }
  }

  idAt(slot: number): string {
    return this.otherOf.get(slot) ?? formatUuid(this.words, slot * 4);
  }

  /** Forgets every id (before the slots are renumbered). */
  clear(): void {
    this.table.fill(EMPTY);
    this.count = 0;
    this.others.clear();
    this.otherOf.clear();
  }

  /** Room for `slots` slots without growing (before a load of known size: one allocation, not a series). */
  reserveSlots(slots: number): void {
    if (slots * 4 > this.words.length) {
      const words = new Uint32Array(Math.max(slots * 4, Math.ceil(this.words.length * 1.5)));
      words.set(this.words);
      this.words = words;
    }
    let size = this.table.length;
    while (2 * slots > size) size *= 2;
    if (size > this.table.length) this.rehash(size);
  }

  /** Where the id is, or the empty place where it would go. */
  private find(id: Uint32Array): number {
    const mask = this.table.length - 1;
    for (let at = hashOf(id[0], id[1], id[2], id[3]) & mask; ; at = (at + 1) & mask) {
      const slot = this.table[at];
      if (slot === EMPTY) return at;
      const w = slot * 4;
      const words = this.words;
      if (words[w] === id[0] && words[w + 1] === id[1] && words[w + 2] === id[2] && words[w + 3] === id[3]) return at;
    }
  }

  private homeOf(slot: number): number {
    const w = slot * 4;
    return hashOf(this.words[w], this.words[w + 1], this.words[w + 2], this.words[w + 3]) & (this.table.length - 1);
  }

  private rehash(size: number): void {
    const old = this.table;
    this.table = new Int32Array(size).fill(EMPTY);
    for (const slot of old) {
      if (slot === EMPTY) continue;
      const mask = size - 1;
      let at = this.homeOf(slot);
      while (this.table[at] !== EMPTY) at = (at + 1) & mask;
      this.table[at] = slot;
    }
  }
}

function hashOf(a: number, b: number, c: number, d: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ b ^ (h >>> 15), 0xc2b2ae35);
  h = Math.imul(h ^ c ^ (h >>> 13), 0x27d4eb2f);
  h = Math.imul(h ^ d ^ (h >>> 16), 0x85ebca6b);
  return (h ^ (h >>> 15)) >>> 0;
}

/** Reads a lowercase UUID into four words; false for any other text. */
function parseUuid(id: string, into: Uint32Array): boolean {
  if (id.length !== 36 || !UUID.test(id)) return false;
  into[0] = parseInt(id.slice(0, 8), 16);
  into[1] = parseInt(id.slice(9, 13) + id.slice(14, 18), 16);
  into[2] = parseInt(id.slice(19, 23) + id.slice(24, 28), 16);
  into[3] = parseInt(id.slice(28, 36), 16);
  return true;
}

function formatUuid(words: Uint32Array, at: number): string {
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  const [a, b, c, d] = [hex(words[at]), hex(words[at + 1]), hex(words[at + 2]), hex(words[at + 3])];
  return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
}
