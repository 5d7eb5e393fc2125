/*
 * A rectangular tray as bit masks, for the families whose pieces slide
 * between neighbouring cells (the Line Puzzle, sliding tiles): their pattern
 * databases flood the empty cell's region through unnamed pieces.
 */

/** A grid of rows × cols cells, numbered row by row, and each cell's neighbours. */
export type Grid = {
  readonly rows: number;
  readonly cols: number;
  readonly cells: number;
  /** neighbours[cell * 4 + i], -1 past the last. */
  readonly neighbours: Int8Array;
  /** The cells of `free` joined to `seed` through neighbouring cells of `free`. */
  flood(seed: number, free: number): number;
};

export const makeGrid = (rows: number, cols: number): Grid => {
  const cells = rows * cols;
  const neighbours = new Int8Array(cells * 4).fill(-1);
  let firstCol = 0;
  let lastCol = 0;
  for (let cell = 0; cell < cells; cell++) {
    const row = Math.floor(cell / cols);
    const col = cell % cols;
    if (col === 0) firstCol |= 1 << cell;
    if (col === cols - 1) lastCol |= 1 << cell;
    const around = [
      row > 0 ? cell - cols : -1,
      col > 0 ? cell - 1 : -1,
      col < cols - 1 ? cell + 1 : -1,
      row < rows - 1 ? cell + cols : -1,
    ].filter((other) => other >= 0);
    around.forEach((other, slot) => {
      neighbours[cell * 4 + slot] = other;
    });
  }
  const all = (1 << cells) - 1;
  const notFirst = all & ~firstCol;
  const notLast = all & ~lastCol;
  const flood = (seed: number, free: number): number => {
    let region = seed;
    for (;;) {
      const grown =
        (region |
          (region << cols) |
          (region >>> cols) |
          ((region << 1) & notFirst) |
          ((region >>> 1) & notLast)) &
        (free | seed);
      if (grown === region) return region;
      region = grown;
    }
  };
  return { rows, cols, cells, neighbours, flood };
};
