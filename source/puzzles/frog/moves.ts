import { type Board, encodeFromTo } from '../puzzle.js';
import { BLACK, WHITE } from '../stones.js';
import type { FrogGraph } from './graph.js';

/** May a stone of `colour` go from cell `from` to cell `to`? */
export const mayGo = (colour: number, from: number, to: number, backward: boolean): boolean =>
  backward || (colour === BLACK ? from < to : from > to);

/**
 * The frog moves, flattened for search. A slot is `landing * 2 + colour - 1`:
 * the cells a stone of that colour may step from, or jump from (over the cell
 * at the same index of `jumpOver`), to land on the empty cell `landing`.
 */
export type FrogMoveTable = {
  readonly size: number;
  readonly stepOffsets: Int32Array;
  readonly stepFrom: Uint8Array;
  readonly jumpOffsets: Int32Array;
  readonly jumpOver: Uint8Array;
  readonly jumpFrom: Uint8Array;
  /** The most moves any position can have. */
  readonly maxMoves: number;
};

export const buildMoveTable = (graph: FrogGraph, backward: boolean): FrogMoveTable => {
  const size = graph.neighbours.length;
  const stepOffsets = new Int32Array(size * 2 + 1);
  const jumpOffsets = new Int32Array(size * 2 + 1);
  const stepFrom: number[] = [];
  const jumpOver: number[] = [];
  const jumpFrom: number[] = [];
  for (let landing = 0; landing < size; landing++) {
    for (const colour of [BLACK, WHITE]) {
      const slot = landing * 2 + colour - 1;
      stepOffsets[slot] = stepFrom.length;
      jumpOffsets[slot] = jumpFrom.length;
      for (const from of graph.neighbours[landing]) {
        if (mayGo(colour, from, landing, backward)) stepFrom.push(from);
      }
      for (const [over, from] of graph.jumps[landing]) {
        if (!mayGo(colour, from, landing, backward)) continue;
        jumpOver.push(over);
        jumpFrom.push(from);
      }
    }
  }
  stepOffsets[size * 2] = stepFrom.length;
  jumpOffsets[size * 2] = jumpFrom.length;

  // Only one cell is empty, so every move lands on it: the most moves is the
  // most lines into one cell.
  let maxMoves = 0;
  for (let landing = 0; landing < size; landing++) {
    maxMoves = Math.max(maxMoves, graph.neighbours[landing].length + graph.jumps[landing].length);
  }

  return {
    size,
    stepOffsets,
    stepFrom: Uint8Array.from(stepFrom),
    jumpOffsets,
    jumpOver: Uint8Array.from(jumpOver),
    jumpFrom: Uint8Array.from(jumpFrom),
    maxMoves,
  };
};

/** Writes the legal moves of `board` into `out`; returns how many. */
export const generateFrogMoves = (table: FrogMoveTable, board: Board, out: Int32Array): number => {
  const landing = board.indexOf(0);
  if (landing < 0) return 0;
  let count = 0;
  for (let colour = BLACK; colour <= WHITE; colour++) {
    const other = BLACK + WHITE - colour;
    const slot = landing * 2 + colour - 1;
    for (let i = table.stepOffsets[slot], end = table.stepOffsets[slot + 1]; i < end; i++) {
      const from = table.stepFrom[i];
      if (board[from] === colour) out[count++] = encodeFromTo(from, landing);
    }
    for (let i = table.jumpOffsets[slot], end = table.jumpOffsets[slot + 1]; i < end; i++) {
      const from = table.jumpFrom[i];
      if (board[from] === colour && board[table.jumpOver[i]] === other) {
        out[count++] = encodeFromTo(from, landing);
      }
    }
  }
  return count;
};

/**
 * Writes the moves that lead into `board` (see `Backward.predecessors`): the
 * empty cell is where the last stone came from, so each stone that may have
 * stepped or jumped from there to where it stands, over a stone of the other
 * colour, names one.
 */
export const generateFrogPredecessors = (
  table: FrogMoveTable,
  board: Board,
  out: Int32Array,
): number => {
  const origin = board.indexOf(0);
  if (origin < 0) return 0;
  let count = 0;
  for (let landing = 0; landing < table.size; landing++) {
    const colour = board[landing];
    if (colour === 0) continue;
    const other = BLACK + WHITE - colour;
    const slot = landing * 2 + colour - 1;
    let found = false;
    for (let i = table.stepOffsets[slot], end = table.stepOffsets[slot + 1]; i < end; i++) {
      if (table.stepFrom[i] === origin) found = true;
    }
    for (let i = table.jumpOffsets[slot], end = table.jumpOffsets[slot + 1]; i < end; i++) {
      if (table.jumpFrom[i] === origin && board[table.jumpOver[i]] === other) found = true;
    }
    if (found) {
      if (count < out.length) out[count] = encodeFromTo(origin, landing);
      count++;
    }
  }
  return count;
};
