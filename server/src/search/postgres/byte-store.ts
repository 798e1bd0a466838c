/**
 * An append-only run of bytes (a Buffer that grows by half): many small records (a document's
 * vector, its title) in one allocation instead of an object each, addressed by offset. Records of
 * replaced documents stay until the table compacts (see SearchTable's sweep).
 */
export class ByteStore {
  private bytes: Buffer;
  length = 0;

  constructor(capacity = 4096) {
    this.bytes = Buffer.allocUnsafe(capacity);
  }

  /** The bytes to read from (valid until the next append). */
  get buffer(): Buffer {
    return this.bytes;
  }

  /** Unsigned LEB128: 7 bits a byte, the high bit set on every byte but the last. */
  appendVarint(value: number): void {
    this.reserve(5);
    while (value >= 0x80) {
      this.bytes[this.length++] = (value & 0x7f) | 0x80;
      value >>>= 7;
    }
    this.bytes[this.length++] = value;
  }

  /** The text as UTF-8, preceded by its byte length. */
  appendText(text: string): void {
    const most = text.length * 3;
    this.reserve(most + 5);
    const bytes = Buffer.byteLength(text, 'utf8');
    this.appendVarint(bytes);
    this.length += this.bytes.write(text, this.length, bytes, 'utf8');
  }

  /** Copies `length` bytes of another store from `from` to the end of this one. */
  appendFrom(other: ByteStore, from: number, length: number): void {
    this.reserve(length);
    other.bytes.copy(this.bytes, this.length, from, from + length);
    this.length += length;
  }

  /** Gives back the room reserved beyond the end (after a load, when nothing is appended for a while). */
  trim(): void {
    if (this.bytes.length - this.length < 1024) return;
    const exact = Buffer.allocUnsafe(this.length);
    this.bytes.copy(exact, 0, 0, this.length);
    this.bytes = exact;
  }

  private reserve(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.length + more, Math.ceil(this.bytes.length * 1.5)));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }
}

/** Reads what a ByteStore holds; `at` is where the next read starts (one reader per table, reused). */
export class ByteReader {
  at = 0;
  bytes: Buffer = Buffer.alloc(0);

  from(bytes: Buffer, at: number): this {
    this.bytes = bytes;
    this.at = at;
    return this;
  }

  varint(): number {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = this.bytes[this.at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  }

  text(): string {
    const length = this.varint();
    const start = this.at;
    this.at += length;
    return this.bytes.toString('utf8', start, this.at);
  }

  skipText(): void {
    const length = this.varint(); // read before `at` is: `at += varint()` would add to the old value
    this.at += length;
  }
}
