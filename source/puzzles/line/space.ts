import type { Grid } from '../cell-grid.js';
import type { Board, PositionSpace, SpaceRecipe, StepPairs } from '../puzzle.js';
import { lineLetters } from './letters.js';
import { SequenceRanking } from './sequence-ranking.js';

/**
 * Every position of a sliding board whose pieces of a kind are
 * interchangeable (the Line Puzzle's 252,252,000 on 4×4, fewer on the smaller
 * boards the tests use): index = sequence × cells + empty cell, where the
 * sequence is the pieces read in cell order skipping the empty cell (see
 * `SequenceRanking`). A sideways slide keeps the sequence (index ± 1); a slide
 * up or down carries one piece past the `cols - 1` pieces between, which
 * rotates `cols` places of the sequence's code.
 */
export class GridSpace implements PositionSpace {
  readonly positions: number;
  readonly key: string;
  /** The empty cell's neighbours: a piece slides in from each. */
  readonly mostNeighbours = 4;
  private readonly ranking: SequenceRanking;
  /** Piece codes by kind (a kind is its place in this list). */
  private readonly codes: Int32Array;
  /** kindOf[piece code]: its kind. */
  private readonly kindOf: Int32Array;
  /** Per empty cell, per neighbour: the cell the piece comes from, -1 past the last. */
  private readonly froms: Int8Array;
  /** The same slots: 0 sideways, else the shift of the rotated window's first place. */
  private readonly shifts: Int8Array;
  /** The same slots: 1 when the piece comes from below (the window rotates up), -1 from above. */
  private readonly turns: Int8Array;
  private readonly windowMask: number;
  /** Per empty cell, its sideways neighbours (they come first in its slots). */
  private readonly sideways: Int8Array;
  readonly pairs?: StepPairs;
  readonly recipe: SpaceRecipe;
  private readonly cells: number;
  /** Bits of a row of the sequence's code. */
  private readonly width: number;

  constructor(
    private readonly grid: Grid,
    goal: Board,
    keyPrefix: string,
  ) {
    const present = [...new Set(goal)].filter((code) => code !== 0).sort((a, b) => a - b);
    this.codes = Int32Array.from(present);
    this.kindOf = new Int32Array(256).fill(-1);
    present.forEach((code, kind) => {
      this.kindOf[code] = kind;
    });
    this.ranking = new SequenceRanking(
      grid.cells - 1,
      present.map((code) => goal.filter((value) => value === code).length),
    );
    this.positions = this.ranking.sequences * grid.cells;
    this.key = `${keyPrefix}-${lineLetters(goal)}`;
    this.recipe = { kind: 'grid', rows: grid.rows, cols: grid.cols, goal: [...goal], keyPrefix };
    const { cells, cols, neighbours } = grid;
    this.froms = new Int8Array(cells * 4).fill(-1);
    this.shifts = new Int8Array(cells * 4);
    this.turns = new Int8Array(cells * 4);
    this.sideways = new Int8Array(cells);
    this.windowMask = 4 ** cols - 1;
    this.cells = cells;
    this.width = 2 * cols;
    // Sideways first: those neighbours share the position's word of a map, so
    // a map looking for any neighbour of a kind often needs no other.
    for (let empty = 0; empty < cells; empty++) {
      const froms = [0, 1, 2, 3]
        .map((side) => neighbours[empty * 4 + side])
        .filter((from) => from >= 0)
        .sort(
          (a, b) => Number(Math.abs(a - empty) === cols) - Number(Math.abs(b - empty) === cols),
        );
      this.sideways[empty] = froms.filter((from) => Math.abs(from - empty) !== cols).length;
      froms.forEach((from, side) => {
        const slot = empty * 4 + side;
        this.froms[slot] = from;
        if (from === empty + cols) {
          this.turns[slot] = 1;
          this.shifts[slot] = 2 * empty;
        } else if (from === empty - cols) {
          this.turns[slot] = -1;
          this.shifts[slot] = 2 * from;
        }
      });
    }
    // With 16 cells an index's block of 16 is one sequence, and a sideways
    // slide moves the empty cell one place along a row.
    // Every slide moves the empty cell one cell along a row or a column, so
    // it changes the empty cell's colour on a chessboard: two sides.
    if (cells === 16) {
      let mask = 0;
      let sides = 0;
      for (let cell = 0; cell < cells; cell++) {
        if (cell % cols < cols - 1) mask |= 1 << cell;
        if ((Math.floor(cell / cols) + (cell % cols)) % 2 === 1) sides |= 1 << cell;
      }
      this.pairs = { mask, sides, others: (index, out) => this.write(index, out, true) };
    }
  }

  rank(board: Board): number {
    let code = 0;
    let place = 0;
    let empty = -1;
    for (let cell = 0; cell < board.length; cell++) {
      if (board[cell] === 0) empty = cell;
      else code |= this.kindOf[board[cell]] << (2 * place++);
    }
    return this.ranking.rank(code) * this.grid.cells + empty;
  }

  unrank(index: number, board: Board): void {
    const { cells } = this.grid;
    const empty = index % cells;
    const code = this.ranking.unrank((index - empty) / cells);
    let place = 0;
    for (let cell = 0; cell < cells; cell++) {
      board[cell] = cell === empty ? 0 : this.codes[(code >>> (2 * place++)) & 3];
    }
  }

  neighbours(index: number, out: Int32Array): number {
    return this.write(index, out, false);
  }

  /** The neighbours of `index`, or only those up and down (`pairs`). */
  private write(index: number, out: Int32Array, upDown: boolean): number {
    const { cells, froms, shifts, turns, windowMask, ranking, width } = this;
    // One division: indexes stay below 2^31.
    const sequence = (index / cells) | 0;
    const base = sequence * cells;
    const empty = index - base;
    const code = ranking.unrank(sequence);
    let count = 0;
    const first = empty * 4 + (upDown ? this.sideways[empty] : 0);
    for (let slot = first; slot < empty * 4 + 4; slot++) {
      const from = froms[slot];
      if (from < 0) break;
      const turn = turns[slot];
      if (turn === 0) {
        out[count++] = base + from;
        continue;
      }
      const shift = shifts[slot];
      const window = (code >>> shift) & windowMask;
      // From below the piece's place comes first; from above, last.
      const turned =
        turn > 0
          ? ((window << 2) | (window >>> (width - 2))) & windowMask
          : (window >>> 2) | ((window & 3) << (width - 2));
      out[count++] =
        ranking.rank((code & ~(windowMask << shift)) | (turned << shift)) * cells + from;
    }
    return count;
  }
}
