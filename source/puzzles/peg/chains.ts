import type { Board, Move } from '../types.js';
import type { PegBoard } from './boards.js';

/**
 * A move is a chain of one or more jumps by the same peg, packed in an int32:
 * bits 0–3 the starting hole, bits 4–7 the number of jumps, then 2 bits per
 * jump (first jump lowest) saying which entry of the current hole's jump list
 * is taken. Two chains with the same ends but different paths differ.
 */
const FROM_BITS = 4;
const COUNT_BITS = 4;
const DIRECTIONS_SHIFT = FROM_BITS + COUNT_BITS;
const DIRECTION_BITS = 2;
const MOST_DIRECTIONS = 1 << DIRECTION_BITS;
const FROM_MASK = (1 << FROM_BITS) - 1;
const COUNT_MASK = (1 << COUNT_BITS) - 1;
const DIRECTION_MASK = MOST_DIRECTIONS - 1;
const PEG = 1;

/** The jump table flattened: hole h's jumps are slots h*4 .. h*4 + jumpCount[h] − 1. */
export type ChainTables = {
  readonly size: number;
  readonly jumpCount: Uint8Array;
  readonly over: Uint8Array;
  readonly to: Uint8Array;
};

export const chainTables = (peg: PegBoard): ChainTables => {
  const { size } = peg;
  // A chain removes a peg per jump and leaves one peg and at least one hole.
  const longestChain = size - 2;
  if (size > FROM_MASK + 1 || longestChain > COUNT_MASK) {
    throw new Error(`a peg board of ${size} holes does not fit the chain encoding`);
  }
  if (DIRECTIONS_SHIFT + DIRECTION_BITS * longestChain > 31) {
    throw new Error(`chains of ${longestChain} jumps do not fit a non-negative int32`);
  }
  const jumpCount = new Uint8Array(size);
  const over = new Uint8Array(size * MOST_DIRECTIONS);
  const to = new Uint8Array(size * MOST_DIRECTIONS);
  peg.jumps.forEach((list, hole) => {
    if (list.length > MOST_DIRECTIONS) throw new Error(`hole ${hole} has too many jumps`);
    jumpCount[hole] = list.length;
    list.forEach(([overHole, toHole], direction) => {
      over[hole * MOST_DIRECTIONS + direction] = overHole;
      to[hole * MOST_DIRECTIONS + direction] = toHole;
    });
  });
  return { size, jumpCount, over, to };
};

const chainFrom = (move: Move): number => move & FROM_MASK;
const chainLength = (move: Move): number => (move >> FROM_BITS) & COUNT_MASK;
/** The jump-table slot of jump `index` of a chain that stands on `hole`. */
const slotOf = (move: Move, index: number, hole: number): number =>
  hole * MOST_DIRECTIONS + ((move >> (DIRECTIONS_SHIFT + DIRECTION_BITS * index)) & DIRECTION_MASK);

/**
 * Packs a chain from `from` whose jump directions are given last jump first
 * (`lastFirst[0]` is the direction of the last jump), as a chain walked back reads them.
 */
export const packChainLastFirst = (from: number, lastFirst: Uint8Array, jumps: number): Move => {
  let move = from | (jumps << FROM_BITS);
  for (let index = 0; index < jumps; index++) {
    move |= lastFirst[jumps - 1 - index] << (DIRECTIONS_SHIFT + DIRECTION_BITS * index);
  }
  return move;
};

/** Plays a chain: its start and every jumped hole empty, its last landing hole full. */
export const applyChain = (tables: ChainTables, board: Board, move: Move): void => {
  const jumps = chainLength(move);
  let hole = chainFrom(move);
  board[hole] = 0;
  for (let index = 0; index < jumps; index++) {
    const slot = slotOf(move, index, hole);
    board[tables.over[slot]] = 0;
    hole = tables.to[slot];
  }
  board[hole] = PEG;
};

/**
 * Takes a chain back. Every jumped hole and the start held a peg before the
 * chain, and any other hole it landed on was empty, so clearing the last
 * landing first and then refilling the rest restores the board even when the
 * chain ends where it began or on a hole it jumped.
 */
export const undoChain = (tables: ChainTables, board: Board, move: Move): void => {
  const jumps = chainLength(move);
  const from = chainFrom(move);
  let hole = from;
  for (let index = 0; index < jumps; index++) hole = tables.to[slotOf(move, index, hole)];
  board[hole] = 0;
  hole = from;
  board[hole] = PEG;
  for (let index = 0; index < jumps; index++) {
    const slot = slotOf(move, index, hole);
    board[tables.over[slot]] = PEG;
    hole = tables.to[slot];
  }
};

/** The page's way of writing a chain: [from, to1, to2, …]. */
export const chainNotation = (tables: ChainTables, move: Move): number[] => {
  const jumps = chainLength(move);
  let hole = chainFrom(move);
  const cells = [hole];
  for (let index = 0; index < jumps; index++) {
    hole = tables.to[slotOf(move, index, hole)];
    cells.push(hole);
  }
  return cells;
};

/**
 * Lists every chain of a position, depth first over the jumping peg's
 * continuations, so every prefix of a chain is listed as a move too. The
 * jumping peg is lifted off the board while its chains are explored.
 */
export class ChainLister {
  private board: Board = new Uint8Array(0);
  private out: Int32Array | null = null;
  private found = 0;

  constructor(private readonly tables: ChainTables) {}

  /** Writes every chain into `out` (or only counts them when `out` is null); returns how many. */
  list(board: Board, out: Int32Array | null): number {
    this.board = board;
    this.out = out;
    this.found = 0;
    for (let from = 0; from < this.tables.size; from++) {
      if (board[from] !== PEG) continue;
      board[from] = 0;
      this.extend(from, 0, from);
      board[from] = PEG;
    }
    return this.found;
  }

  /** `prefix` is the move so far (start and directions); `jumps` its length. */
  private extend(hole: number, jumps: number, prefix: number): void {
    const { board, tables } = this;
    const first = hole * MOST_DIRECTIONS;
    const last = first + tables.jumpCount[hole];
    const directionShift = DIRECTIONS_SHIFT + DIRECTION_BITS * jumps;
    for (let slot = first; slot < last; slot++) {
      const over = tables.over[slot];
      const to = tables.to[slot];
      if (board[over] !== PEG || board[to] !== 0) continue;
      const chain = prefix | ((slot - first) << directionShift);
      if (this.out !== null) {
        this.out[this.found] = chain | ((jumps + 1) << FROM_BITS);
      }
      this.found++;
      board[over] = 0;
      this.extend(to, jumps + 1, chain);
      board[over] = PEG;
    }
  }
}

/**
 * The most chains any position has, found by listing every one of the
 * 2^size positions (8,192 for 13 holes), so it is exact, not a guess.
 */
export const mostChains = (tables: ChainTables): number => {
  const lister = new ChainLister(tables);
  const board = new Uint8Array(tables.size);
  let most = 0;
  for (let pattern = 0; pattern < 1 << tables.size; pattern++) {
    for (let hole = 0; hole < tables.size; hole++) board[hole] = (pattern >> hole) & 1;
    most = Math.max(most, lister.list(board, null));
  }
  return most;
};
