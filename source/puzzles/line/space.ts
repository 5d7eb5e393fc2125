import { formatBoard } from '../board-text.js';
import type { Board, PositionSpace } from '../types.js';
import { openBit } from './bits.js';
import { cellsOf, type Grid } from './pdb.js';
import { linePieces } from './pieces.js';
import { KindRanking } from './ranking.js';

/**
 * Every position of a sliding board whose pieces of a kind are
 * interchangeable (the Line Puzzle's 252,252,000 on 4×4, fewer on the smaller
 * boards the tests use): the kind ranking with every kind but the last named.
 * `neighbours` decodes a sequence once for the positions that share it (a
 * map walks indexes in order, so the next position usually does).
 */
export class GridSpace implements PositionSpace {
  readonly size: number;
  readonly key: string;
  private readonly ranking: KindRanking;
  /** Piece codes of the named kinds; the last kind of `goal` fills the rest. */
  private readonly codes: Int32Array;
  private readonly lastCode: number;
  private readonly places: Int32Array;
  private readonly masks: Int32Array;
  private decoded = -1;

  constructor(
    private readonly grid: Grid,
    goal: Board,
    keyPrefix: string,
  ) {
    const present = [...new Set(goal)].filter((code) => code !== 0).sort((a, b) => a - b);
    this.codes = Int32Array.from(present.slice(0, -1));
    this.lastCode = present[present.length - 1];
    this.ranking = new KindRanking(
      grid.cells,
      [...this.codes].map((code) => goal.filter((value) => value === code).length),
    );
    this.size = this.ranking.size;
    this.key = `${keyPrefix}-${formatBoard(goal, linePieces)}`;
    this.places = new Int32Array(this.codes.length);
    this.masks = new Int32Array(this.codes.length);
  }

  rank(board: Board): number {
    const masks = [...this.codes].map((code) => cellsOf(board, code));
    return this.ranking.rank(board.indexOf(0), masks);
  }

  unrank(index: number, board: Board): void {
    const masks = new Int32Array(this.codes.length);
    const empty = this.ranking.unrank(index, masks);
    board.fill(this.lastCode);
    board[empty] = 0;
    masks.forEach((mask, kind) => {
      for (let cell = 0; cell < board.length; cell++) {
        if ((mask >> cell) & 1) board[cell] = this.codes[kind];
      }
    });
  }

  neighbours(index: number, out: Int32Array): number {
    const { cells, neighbours } = this.grid;
    const empty = index % cells;
    const sequence = (index - empty) / cells;
    const { places, masks, ranking } = this;
    const kinds = places.length;
    if (sequence !== this.decoded) {
      ranking.sequenceMasks(sequence, places);
      this.decoded = sequence;
    }
    for (let kind = 0; kind < kinds; kind++) masks[kind] = openBit(places[kind], empty);
    let count = 0;
    for (let slot = empty * 4; slot < empty * 4 + 4; slot++) {
      const from = neighbours[slot];
      if (from < 0) break;
      // A sideways slide keeps the sequence.
      if (from === empty - 1 || from === empty + 1) {
        out[count++] = index - empty + from;
        continue;
      }
      const fromBit = 1 << from;
      let kind = 0;
      while (kind < kinds && (masks[kind] & fromBit) === 0) kind++;
      const both = fromBit | (1 << empty);
      if (kind < kinds) masks[kind] ^= both;
      out[count++] = ranking.rank(from, masks);
      if (kind < kinds) masks[kind] ^= both;
    }
    return count;
  }
}
