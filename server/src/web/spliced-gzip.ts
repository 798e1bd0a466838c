import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * gzip for a document that differs per response only in a few short strings (the CSP nonce), without
 * compressing it per response. Each fixed part is compressed once into a raw deflate segment that
 * ends on a byte boundary without closing the stream (a sync flush, RFC 1951 §3.2.3 allows any
 * sequence of blocks); per response the variable strings go in between as stored (uncompressed)
 * blocks, a final empty block closes the stream, and the gzip trailer's CRC-32 is computed over
 * the whole text (RFC 1952). The cost per response is one CRC pass and one copy.
 */
export interface GzipSegments {
  segments: Buffer[];
  /** Uncompressed length of the fixed parts, for the trailer's ISIZE. */
  fixedLength: number;
}

/** gzip header: magic, deflate, no flags, no mtime, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final stored block of length 0: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** Stored blocks hold at most 65,535 bytes. */
const MAX_STORED = 0xffff;

/** Compresses each fixed part into a segment that may be followed by more blocks. */
export function gzipSegments(parts: Buffer[]): GzipSegments {
  const segments = parts.map((part) =>
    deflateRawSync(part, { flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH }),
  );
  return { segments, fixedLength: parts.reduce((sum, part) => sum + part.length, 0) };
}

/** The gzip of parts[0] + between + parts[1] + between + … + parts[n]. */
export function splicedGzip(parts: Buffer[], compressed: GzipSegments, between: Buffer): Buffer {
  if (between.length > MAX_STORED) throw new RangeError('the spliced string must fit one stored block');
  const stored = storedBlock(between);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(stored);
      crc = crc32(between, crc);
    }
    chunks.push(compressed.segments[i]);
    crc = crc32(part, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((compressed.fixedLength + between.length * (parts.length - 1)) >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** A non-final stored block (BFINAL=0, BTYPE=00; the segment before it ended byte-aligned). */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0x00;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}
