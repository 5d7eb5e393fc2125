import {
  type Board,
  type BoundProbe,
  type DepthFirst,
  fromCell,
  type Move,
  type NodeCounter,
  type PassState,
  toCell,
} from '../puzzle.js';
import { KIND_ROW, type KindSumTables, kindSumPass } from './kind-sum-pass.js';

export type { KindSumTables } from './kind-sum-pass.js';

import { LINE_CELLS, linePieces } from './pieces.js';

/** Piece codes 1..4, and 0 for the empty cell (its row of the tables is never read). */
const CODES = linePieces.length + 1;
const MASKS = 1 << KIND_ROW;

/** `KindSumTables` from one table a kind (in code order, A first), each over 2^16 masks. */
export const kindSumTables = (perKind: readonly Uint8Array[]): KindSumTables => {
  const tables = new Uint8Array(CODES * MASKS);
  perKind.forEach((kind, at) => {
    tables.set(kind, (at + 1) * MASKS);
  });
  return tables;
};

/**
 * A kind-sum bound followed move by move (see `BoundProbe`): per depth one
 * cell mask per kind, so a move costs one xor and two table reads, and the
 * pass of its own (`kind-sum-pass.ts`) for IDA*.
 */
export class KindSumProbe implements BoundProbe {
  /** Per depth: the estimate, then the masks of codes 1..4. */
  private state = new Int32Array(CODES * 64);
  readonly depthFirst: (
    pass: PassState,
    counter: NodeCounter,
    countAll: boolean,
  ) => DepthFirst | undefined;

  constructor(
    private readonly tables: KindSumTables,
    goal: Board,
  ) {
    this.depthFirst = kindSumPass(tables, goal);
  }

  reset(board: Board): number {
    const state = this.state;
    state.fill(0, 0, CODES);
    for (let cell = 0; cell < LINE_CELLS; cell++) {
      const code = board[cell];
      if (code !== 0) state[code] |= 1 << cell;
    }
    const tables = this.tables;
    state[0] =
      tables[MASKS | state[1]] +
      tables[(2 * MASKS) | state[2]] +
      tables[(3 * MASKS) | state[3]] +
      tables[(4 * MASKS) | state[4]];
    return state[0];
  }

  push(board: Board, move: Move, depth: number): number {
    const before = depth * CODES;
    const at = before + CODES;
    if (at + CODES > this.state.length) this.grow();
    const state = this.state;
    const from = fromCell(move);
    const code = board[from];
    state[at + 1] = state[before + 1];
    state[at + 2] = state[before + 2];
    state[at + 3] = state[before + 3];
    state[at + 4] = state[before + 4];
    const mask = state[before + code];
    const moved = mask ^ ((1 << from) | (1 << toCell(move)));
    state[at + code] = moved;
    const row = code * MASKS;
    const estimate = state[before] - this.tables[row | mask] + this.tables[row | moved];
    state[at] = estimate;
    return estimate;
  }

  private grow(): void {
    const larger = new Int32Array(this.state.length * 2);
    larger.set(this.state);
    this.state = larger;
  }
}
