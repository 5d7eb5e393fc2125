import type { Board } from '../puzzle.js';
import { type ChainTables, packChainLastFirst } from './chains.js';

const PEG = 1;

/**
 * Lists the chains that lead into a position (`Backward.predecessors`): the
 * last peg to move is lifted off and walked back, one jump at a time, each
 * jump back putting a peg on the hole it had jumped. A hole it jumps back over
 * and the hole it jumps back to must both be empty on the board as it stands
 * (with the pegs put back so far), which is exactly what going forward needed.
 */
export class ChainUnlister {
  /** Jumps landing on hole h: `fromHole/slotOf[landStart[h] .. landStart[h + 1])`. */
  private readonly landStart: Int32Array;
  private readonly fromHole: Int32Array;
  private readonly overHole: Int32Array;
  private readonly direction: Uint8Array;
  /** The chain walked back so far: per jump back, its direction (last jump first). */
  private readonly directions: Uint8Array;
  private board: Board = new Uint8Array(0);
  private out: Int32Array = new Int32Array(0);
  private found = 0;

  constructor(private readonly tables: ChainTables) {
    const { size, jumpCount, to, over } = tables;
    const landings: [number, number, number][][] = Array.from({ length: size }, () => []);
    for (let hole = 0; hole < size; hole++) {
      for (let dir = 0; dir < jumpCount[hole]; dir++) {
        const slot = hole * tables.directions + dir;
        landings[to[slot]].push([hole, over[slot], dir]);
      }
    }
    this.landStart = new Int32Array(size + 1);
    landings.forEach((list, hole) => {
      this.landStart[hole + 1] = this.landStart[hole] + list.length;
    });
    const flat = landings.flat();
    this.fromHole = Int32Array.from(flat, ([from]) => from);
    this.overHole = Int32Array.from(flat, ([, overAt]) => overAt);
    this.direction = Uint8Array.from(flat, ([, , dir]) => dir);
    this.directions = new Uint8Array(size);
  }

  /** Writes the chains into `out`; returns how many (more than `out.length` when it was short). */
  list(board: Board, out: Int32Array): number {
    this.board = board;
    this.out = out;
    this.found = 0;
    for (let last = 0; last < this.tables.size; last++) {
      if (board[last] !== PEG) continue;
      board[last] = 0;
      this.back(last, 0);
      board[last] = PEG;
    }
    return this.found;
  }

  private back(hole: number, jumps: number): void {
    const { board } = this;
    for (let k = this.landStart[hole]; k < this.landStart[hole + 1]; k++) {
      const from = this.fromHole[k];
      const over = this.overHole[k];
      if (board[from] !== 0 || board[over] !== 0) continue;
      this.directions[jumps] = this.direction[k];
      if (this.found < this.out.length) {
        this.out[this.found] = packChainLastFirst(this.tables, from, this.directions, jumps + 1);
      }
      this.found++;
      board[over] = PEG;
      this.back(from, jumps + 1);
      board[over] = 0;
    }
  }
}
