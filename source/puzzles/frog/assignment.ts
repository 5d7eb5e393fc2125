/**
 * Minimum-cost perfect matching of an n×n cost matrix (the Hungarian method,
 * O(n³)), with every buffer allocated once so search can call it per node.
 */
export type AssignmentSolver = {
  /** Row-major n×n costs; fill before calling `solve`. */
  readonly cost: Float64Array;
  /** The least total cost of giving each row its own column. */
  solve(n: number): number;
};

export const createAssignmentSolver = (maxN: number): AssignmentSolver => {
  const cost = new Float64Array(maxN * maxN);
  // 1-based potentials and links, as in the textbook method; index 0 is the dummy.
  const rowPotential = new Float64Array(maxN + 1);
  const colPotential = new Float64Array(maxN + 1);
  const rowOfCol = new Int32Array(maxN + 1);
  const previousCol = new Int32Array(maxN + 1);
  const slack = new Float64Array(maxN + 1);
  const used = new Uint8Array(maxN + 1);

  const solve = (n: number): number => {
    rowPotential.fill(0, 0, n + 1);
    colPotential.fill(0, 0, n + 1);
    rowOfCol.fill(0, 0, n + 1);
    for (let row = 1; row <= n; row++) {
      rowOfCol[0] = row;
      let col0 = 0;
      slack.fill(Infinity, 0, n + 1);
      used.fill(0, 0, n + 1);
      do {
        used[col0] = 1;
        const row0 = rowOfCol[col0];
        let delta = Infinity;
        let col1 = 0;
        for (let col = 1; col <= n; col++) {
          if (used[col]) continue;
          const reduced = cost[(row0 - 1) * n + col - 1] - rowPotential[row0] - colPotential[col];
          if (reduced < slack[col]) {
            slack[col] = reduced;
            previousCol[col] = col0;
          }
          if (slack[col] < delta) {
            delta = slack[col];
            col1 = col;
          }
        }
        for (let col = 0; col <= n; col++) {
          if (used[col]) {
            rowPotential[rowOfCol[col]] += delta;
            colPotential[col] -= delta;
          } else {
            slack[col] -= delta;
          }
        }
        col0 = col1;
      } while (rowOfCol[col0] !== 0);
      do {
        const col1 = previousCol[col0];
        rowOfCol[col0] = rowOfCol[col1];
        col0 = col1;
      } while (col0 !== 0);
    }
    let total = 0;
    for (let col = 1; col <= n; col++) total += cost[(rowOfCol[col] - 1) * n + col - 1];
    return total;
  };

  return { cost, solve };
};
