/**
 * Lights Out as linear algebra over GF(2): a board is a vector of lamps, a
 * press adds its cell's neighbourhood, so the presses that turn a board off
 * are the solutions x of A x = b, A the symmetric press matrix. Presses
 * commute and a second press undoes the first, so a shortest answer presses
 * each cell of the lightest solution once. Vectors of up to 49 cells are kept
 * as two halves of 25 bits (`lo`, `hi`) so that a distance costs no allocation.
 */

const HALF = 25;
const LOW_MASK = (1 << HALF) - 1;

/** Bits set in a 32-bit integer. */
export const popCount = (bits: number): number => {
  let v = bits - ((bits >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/** The cells a press on each cell of a side × side board toggles: itself and its four neighbours. */
export const pressCells = (side: number): number[][] =>
  Array.from({ length: side * side }, (_, cell) => {
    const row = Math.floor(cell / side);
    const col = cell % side;
    const cells = [cell];
    if (row > 0) cells.push(cell - side);
    if (row < side - 1) cells.push(cell + side);
    if (col > 0) cells.push(cell - 1);
    if (col < side - 1) cells.push(cell + 1);
    return cells.sort((a, b) => a - b);
  });

export type LightsAlgebra = {
  readonly cells: number;
  /** Dimension of the presses that change nothing (the null space of A). */
  readonly quietCount: number;
  /** The quiet patterns, each a list of cells: every press changes an even number of their lamps. */
  readonly quiet: readonly (readonly number[])[];
  /** The index of the first quiet pattern an odd number of `board`'s lamps lie on, or -1 (solvable). */
  failedCheck(board: Uint8Array): number;
  /** The fewest presses that turn `board` off, or -1 when none does. */
  distance(board: Uint8Array): number;
  /** The cells of one lightest solution of `board`, in increasing order, or null. */
  solution(board: Uint8Array): number[] | null;
};

const bitOf = (lo: number, hi: number, cell: number): number =>
  cell < HALF ? (lo >>> cell) & 1 : (hi >>> (cell - HALF)) & 1;

/** Every sum of quiet patterns, to add to a particular solution: `sums` of them, as halves. */
const quietSums = (quiet: readonly (readonly number[])[]) => {
  const sums = 1 << quiet.length;
  const zLo = new Int32Array(sums);
  const zHi = new Int32Array(sums);
  for (let s = 1; s < sums; s++) {
    const j = 31 - Math.clz32(s & -s);
    const rest = s & (s - 1);
    let lo = zLo[rest];
    let hi = zHi[rest];
    for (const cell of quiet[j]) {
      if (cell < HALF) lo ^= 1 << cell;
      else hi ^= 1 << (cell - HALF);
    }
    zLo[s] = lo;
    zHi[s] = hi;
  }
  return { sums, zLo, zHi };
};

/** The press matrix of a side × side board, reduced once; its answers read typed arrays only. */
export const lightsAlgebra = (side: number): LightsAlgebra => {
  const n = side * side;
  const press = pressCells(side);
  // Rows of [A | I] as bit arrays, reduced to row echelon form (fully reduced).
  const a = press.map((cells) => {
    const row = new Uint8Array(n);
    for (const cell of cells) row[cell] = 1;
    return row;
  });
  const e = Array.from({ length: n }, (_, i) => {
    const row = new Uint8Array(n);
    row[i] = 1;
    return row;
  });
  const pivotOfRow: number[] = [];
  const isPivot = new Uint8Array(n);
  let rank = 0;
  for (let col = 0; col < n && rank < n; col++) {
    let found = -1;
    for (let r = rank; r < n; r++)
      if (a[r][col]) {
        found = r;
        break;
      }
    if (found < 0) continue;
    [a[rank], a[found]] = [a[found], a[rank]];
    [e[rank], e[found]] = [e[found], e[rank]];
    for (let r = 0; r < n; r++) {
      if (r === rank || !a[r][col]) continue;
      for (let k = 0; k < n; k++) {
        a[r][k] ^= a[rank][k];
        e[r][k] ^= e[rank][k];
      }
    }
    pivotOfRow.push(col);
    isPivot[col] = 1;
    rank++;
  }
  const free = [...Array(n).keys()].filter((col) => !isPivot[col]);
  // A quiet pattern per free column: that column, and the pivots it forces.
  const quiet = free.map((column) => {
    const cells = [column];
    for (let r = 0; r < rank; r++) if (a[r][column]) cells.push(pivotOfRow[r]);
    return cells.sort((x, y) => x - y);
  });
  // What lamp i adds to the particular solution (free presses 0), and to each check.
  const xLo = new Int32Array(n);
  const xHi = new Int32Array(n);
  const checks = new Int32Array(n);
  for (let lamp = 0; lamp < n; lamp++) {
    for (let r = 0; r < rank; r++) {
      if (!e[r][lamp]) continue;
      const p = pivotOfRow[r];
      if (p < HALF) xLo[lamp] |= 1 << p;
      else xHi[lamp] |= 1 << (p - HALF);
    }
    quiet.forEach((cells, j) => {
      if (cells.includes(lamp)) checks[lamp] |= 1 << j;
    });
  }
  const { sums, zLo, zHi } = quietSums(quiet);

  const particular = (board: Uint8Array): [number, number, number] => {
    let lo = 0;
    let hi = 0;
    let check = 0;
    for (let cell = 0; cell < n; cell++) {
      if (board[cell] === 0) continue;
      lo ^= xLo[cell];
      hi ^= xHi[cell];
      check ^= checks[cell];
    }
    return [lo, hi, check];
  };

  const lightest = (lo: number, hi: number): number => {
    let best = 0;
    let weight = Number.POSITIVE_INFINITY;
    for (let s = 0; s < sums; s++) {
      const w = popCount((lo ^ zLo[s]) & LOW_MASK) + popCount(hi ^ zHi[s]);
      if (w < weight) {
        weight = w;
        best = s;
      }
    }
    return best;
  };

  return {
    cells: n,
    quietCount: quiet.length,
    quiet,
    failedCheck(board) {
      const check = particular(board)[2];
      return check === 0 ? -1 : 31 - Math.clz32(check & -check);
    },
    distance(board) {
      const [lo, hi, check] = particular(board);
      if (check !== 0) return -1;
      const s = lightest(lo, hi);
      return popCount((lo ^ zLo[s]) & LOW_MASK) + popCount(hi ^ zHi[s]);
    },
    solution(board) {
      const [lo, hi, check] = particular(board);
      if (check !== 0) return null;
      const s = lightest(lo, hi);
      const cells: number[] = [];
      for (let cell = 0; cell < n; cell++)
        if (bitOf(lo ^ zLo[s], hi ^ zHi[s], cell)) cells.push(cell);
      return cells;
    },
  };
};

/**
 * The longest distance any solvable board has: the covering radius of the
 * quiet patterns (every set of presses, made lightest by adding quiet ones).
 * Each class of press sets has exactly one member pressing no free column, so
 * a Gray-code walk over the pivot columns visits each class once.
 */
export const lightsDiameter = (algebra: LightsAlgebra): number => {
  const { cells: n, quiet } = algebra;
  if (quiet.length === 0) return n;
  const freeCells = new Set(quiet.map((cells) => cells[0]));
  const pivots = [...Array(n).keys()].filter((cell) => !freeCells.has(cell));
  const { sums, zLo, zHi } = quietSums(quiet);
  let lo = 0;
  let hi = 0;
  let most = 0;
  const steps = 2 ** pivots.length;
  for (let step = 0; step < steps; step++) {
    if (step > 0) {
      // A Gray code: the bit that changes is the lowest set bit of `step`.
      const cell = pivots[31 - Math.clz32(step & -step)];
      if (cell < HALF) lo ^= 1 << cell;
      else hi ^= 1 << (cell - HALF);
    }
    // The class's lightest member; a member no heavier than the longest so far ends the look.
    let weight = Number.POSITIVE_INFINITY;
    for (let s = 0; s < sums && weight > most; s++) {
      const w = popCount((lo ^ zLo[s]) & LOW_MASK) + popCount(hi ^ zHi[s]);
      if (w < weight) weight = w;
    }
    if (weight > most) most = weight;
  }
  return most;
};
