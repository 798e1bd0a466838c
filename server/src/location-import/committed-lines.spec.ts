import { describe, expect, it } from '@jest/globals';
import { CommittedLines, describeLines } from './committed-lines.js';

describe(CommittedLines.name, () => {
  it('answers for lines asked in ascending order, holes included', () => {
    const committed = new CommittedLines([
      { first: 1, last: 12 },
      { first: 18, last: 18 },
      { first: 25, last: 30 },
    ]);
    const asked = [2, 12, 13, 17, 18, 19, 24, 25, 30, 31, 99];
    expect(asked.filter((line) => committed.has(line))).toEqual([2, 12, 18, 25, 30]);
  });

  it('has nothing when no run committed a line', () => {
    expect(new CommittedLines([]).has(2)).toBe(false);
  });
});

describe(describeLines.name, () => {
  it('lists ranges, then counts the rest', () => {
    const ranges = [1, 3, 5].map((n) => ({ first: n * 10, last: n * 10 + (n === 3 ? 0 : 5) }));
    expect(describeLines(ranges)).toBe('10–15, 30, 50–55');
    expect(describeLines(ranges, 2)).toBe('10–15, 30 and 1 more');
  });
});
