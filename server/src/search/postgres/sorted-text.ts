/** Code-unit order, as PostgreSQL's "C" collation and a tsvector's lexemes compare (byte order in UTF-8). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Where `text` is or would go in `sorted` (sorted by compareText): the first element not before it. */
export function lowerBound(sorted: string[], text: string): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] < text) low = mid + 1;
    else high = mid;
  }
  return low;
}
