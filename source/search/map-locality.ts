import type { PositionSpace } from '../puzzles/puzzle.js';
import { POSITIONS_PER_WORD } from './map-layer.js';

/**
 * A whole map shares its words among threads by chunks, and a position found
 * in another thread's chunk is mailed to it (map-mail.ts). That pays only
 * while a move mostly stays in its chunk, as it does where a move changes the
 * low digits of a ranking (tiles, pieces on a line). Lights Out numbers a
 * board by its lamps, a press is an exclusive or, and most presses land in
 * another chunk (48% of them): two threads spent minutes passing positions
 * to each other where one thread alone maps all 2^25 boards in seconds. The
 * Line Puzzle's 4×4 space, 31% across, gains from its second thread.
 */

/** The most of the neighbours, sampled, that may lie in another chunk for a map to share its work. */
export const MOST_CROSSING_SHARE = 0.4;
/** Positions sampled, spread evenly over the space. */
const SAMPLED = 256;

/** Of the neighbours of positions spread over `space`, the share that lie in another chunk of `chunkWords` words. */
export const crossingShare = (space: PositionSpace, chunkWords: number): number => {
  const chunkPositions = chunkWords * POSITIONS_PER_WORD;
  if (space.positions <= chunkPositions) return 0;
  const out = new Int32Array(space.mostNeighbours);
  let neighbours = 0;
  let crossing = 0;
  const step = Math.max(1, Math.floor(space.positions / SAMPLED));
  for (let index = 0; index < space.positions; index += step) {
    const count = space.neighbours(index, out);
    const chunk = Math.floor(index / chunkPositions);
    for (let at = 0; at < count; at++) {
      neighbours++;
      if (Math.floor(out[at] / chunkPositions) !== chunk) crossing++;
    }
  }
  return neighbours === 0 ? 0 : crossing / neighbours;
};
