import { describe, expect, it } from '@jest/globals';
import { Postings } from './postings.js';

/** Every posting of a term as a search walks them: built (titles first), then added. */
function walk(postings: Postings, term: number): { names: number[]; all: number[] } {
  const { built } = postings;
  const names = Array.from(built.subarray(postings.builtStart(term), postings.builtNamesEnd(term)));
  const all = Array.from(built.subarray(postings.builtStart(term), postings.builtEnd(term)));
  const added = postings.addedTo(term);
  if (added) all.push(...added.items.subarray(0, added.length));
  return { names, all };
}

describe(Postings.name, () => {
  it('keeps title postings first per word through a build and a merge of later additions', () => {
    const postings = new Postings();
    // Term 0: slots 0–3, in the title at 1 and 3; term 1: slot 2 only.
    const loaded: [number, number][] = [
      [0, 0 * 2],
      [0, 1 * 2 + 1],
      [1, 2 * 2 + 1],
      [0, 2 * 2],
      [0, 3 * 2 + 1],
    ];
    const each = function* (visit: (term: number, posting: number) => void): Generator<void> {
      for (const [term, posting] of loaded) visit(term, posting);
      yield; // where a load lets the event loop run
    };
    for (const _ of postings.rebuild(3, each));
    expect(walk(postings, 0)).toEqual({ names: [3, 7], all: [3, 7, 0, 4] });
    postings.add(0, 4 * 2 + 1);
    postings.add(0, 5 * 2);
    postings.add(2, 6 * 2 + 1); // a word no built posting has
    expect(postings.count(0)).toBe(6);
    expect(postings.nameCountAtMost(0)).toBe(4);
    postings.merge(3);
    expect(postings.pending).toBe(0);
    expect(walk(postings, 0)).toEqual({ names: [3, 7, 9], all: [3, 7, 9, 0, 4, 10] });
    expect(walk(postings, 1)).toEqual({ names: [5], all: [5] });
    expect(walk(postings, 2)).toEqual({ names: [13], all: [13] });
  });
});
