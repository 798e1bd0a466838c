import { describe, expect, it } from '@jest/globals';
import { createProgress, progressLine } from './progress.js';

const recorder = (isTTY: boolean) => {
  const written: string[] = [];
  return { written, stream: { isTTY, write: (text: string) => written.push(text) > 0 } };
};

describe('createProgress', () => {
  it('says rows done of the total, the rate and the time left', () => {
    expect(progressLine('import', 120_000, 1_000_000, 20)).toBe('import 120000/1000000 (12%, 6000/s, 2m 27s left)');
    expect(progressLine('import', 10, 10, 2)).toBe('import 10/10 (100%, 5/s)');
  });

  it('writes a plain line every few seconds into a log, and the last one', () => {
    let now = 0;
    const { written, stream } = recorder(false);
    const progress = createProgress('import', stream, { logEverySeconds: 5, now: () => now });
    for (let done = 0; done <= 10; done++) {
      progress.update(done * 100, 1000);
      now += 1000;
    }
    expect(written).toEqual([
      'import 0/1000 (0%, 0/s)\n',
      'import 500/1000 (50%, 100/s, 5s left)\n',
      'import 1000/1000 (100%, 100/s)\n',
    ]);
  });

  it('redraws one line with a bar on a terminal', () => {
    let now = 0;
    const { written, stream } = recorder(true);
    const progress = createProgress('import', stream, { now: () => now });
    now = 2000;
    progress.update(500, 1000);
    expect(written[0]).toBe(`\r[${'#'.repeat(15)}${'-'.repeat(15)}] import 500/1000 (50%, 250/s, 2s left)\x1b[K`);
  });
});
