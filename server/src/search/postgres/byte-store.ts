/** Records are kept in chunks of this many bytes (4 MiB); a record never straddles two. */
const CHUNK_BITS = 22;
const CHUNK_SIZE = 2 ** CHUNK_BITS;

/**
 * Bytes written one after the other into a Buffer that grows by half: a record (a document's
 * title and vector) being put together before it goes into a RecordStore.
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

  clear(): void {
    this.length = 0;
  }

  private reserve(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.length + more, Math.ceil(this.bytes.length * 1.5)));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }
}

/**
 * Many small records (one per document) in 4 MiB chunks instead of an object each, addressed by
 * a number (chunk × 4 MiB + position). Chunks are allocated once and never copied or freed while
 * the store lives: a growing single buffer would leave its old copies as holes in the process's
 * memory. Records of replaced documents stay until the table compacts (SearchTable's sweep).
 */
export class RecordStore {
  private readonly chunks: Buffer[] = [];
  private used = CHUNK_SIZE;

  /** Bytes held, unused chunk tails included. */
  get size(): number {
    return this.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  }

  /** Stores the first `length` bytes of `bytes` (preceded by their length); returns the record's address. */
  add(bytes: Buffer, length: number): number {
    const prefix = varintLength(length);
    if (this.used + prefix + length > CHUNK_SIZE) {
      this.chunks.push(Buffer.allocUnsafeSlow(Math.max(CHUNK_SIZE, prefix + length)));
      this.used = 0;
    }
    const chunk = this.chunks[this.chunks.length - 1];
    const at = (this.chunks.length - 1) * CHUNK_SIZE + this.used;
    for (let rest = length; ; rest = Math.floor(rest / 128)) {
      chunk[this.used++] = rest >= 128 ? (rest % 128) | 0x80 : rest;
      if (rest < 128) break;
    }
    bytes.copy(chunk, this.used, 0, length);
    this.used += length;
    return at;
  }

  /** Points `reader` at the record at `address` (past its length). */
  read(address: number, reader: ByteReader): ByteReader {
    reader.from(this.chunks[Math.floor(address / CHUNK_SIZE)], address % CHUNK_SIZE);
    reader.varint();
    return reader;
  }

  /** Copies the record at `address` into `other`; returns its address there. */
  copyTo(address: number, other: RecordStore, reader: ByteReader): number {
    reader.from(this.chunks[Math.floor(address / CHUNK_SIZE)], address % CHUNK_SIZE);
    const length = reader.varint();
    return other.add(reader.bytes.subarray(reader.at, reader.at + length), length);
  }
}

function varintLength(value: number): number {
  let bytes = 1;
  while (value >= 128) {
    value = Math.floor(value / 128);
    bytes++;
  }
  return bytes;
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
    let byte = this.bytes[this.at++];
    if (byte < 0x80) return byte; // most term ids and positions: one byte
    let value = byte & 0x7f;
    let scale = 0x80;
    do {
      byte = this.bytes[this.at++];
      value += (byte & 0x7f) * scale;
      scale *= 0x80;
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
