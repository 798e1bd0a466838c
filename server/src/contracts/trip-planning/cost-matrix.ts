/**
 * The costs between the points of an open walk, as the ordering algorithms read them: node 0 is
 * where the walk starts (fixed), nodes 1..size-1 are the stops to put in order. Row-major, symmetric.
 */
export interface CostMatrix {
  size: number;
  costs: Float64Array;
}

export const costBetween = (matrix: CostMatrix, from: number, to: number): number =>
  matrix.costs[from * matrix.size + to];

/** The cost of walking a path of nodes in the order given. */
export function pathCost(matrix: CostMatrix, path: readonly number[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += costBetween(matrix, path[i - 1], path[i]);
  return total;
}
