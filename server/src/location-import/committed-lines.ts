/** Lines `first` to `last` of a file, both included. */
export interface LineRange {
  first: number;
  last: number;
}

/**
 * The lines of a file that earlier runs committed (import_runs.committed_lines, ascending and
 * apart), asked about in the file's order: each question moves a cursor, never a search.
 */
export class CommittedLines {
  private next = 0;

  constructor(private readonly ranges: readonly LineRange[]) {}

  has(line: number): boolean {
    while (this.next < this.ranges.length && this.ranges[this.next].last < line) this.next++;
    const range = this.ranges[this.next];
    return range !== undefined && range.first <= line;
  }
}

/** "2–12, 18–30" (the first few ranges, then how many more). */
export function describeLines(ranges: readonly LineRange[], shown = 5): string {
  const listed = ranges
    .slice(0, shown)
    .map(({ first, last }) => (first === last ? `${first}` : `${first}–${last}`))
    .join(', ');
  return ranges.length > shown ? `${listed} and ${ranges.length - shown} more` : listed;
}
