import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

const NEWLINE = 0x0a;

/**
 * A file's SHA-256 (what its checkpoint is kept under: an edited file is a new run) and its number
 * of lines (the progress bar's total; a quoted field spanning lines makes it a slight overestimate),
 * in one read.
 */
export async function fileFingerprint(file: string): Promise<{ sha256: string; lines: number }> {
  const hash = createHash('sha256');
  let lines = 0;
  let endsWithNewline = true;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) lines++;
    if (chunk.length) endsWithNewline = chunk[chunk.length - 1] === NEWLINE;
  }
  return { sha256: hash.digest('hex'), lines: endsWithNewline ? lines : lines + 1 };
}
