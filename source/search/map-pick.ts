import type { Board, PositionSpace } from '../puzzles/puzzle.js';

/** What a finished map keeps per layer (see `WholeMap`, `MapSummary`). */
export type LayerSamples = { readonly samples: readonly (readonly number[])[] };

/**
 * A position exactly `length` moves from the goal, drawn with `random` from a
 * map's samples of that layer (uniform within the layer), or undefined when no
 * position lies that far (0 ≤ length ≤ the diameter always has one).
 */
export const positionAtLength = (
  map: LayerSamples,
  space: PositionSpace,
  /** Cells of a board (`puzzle.cellCount`). */
  cells: number,
  length: number,
  random: () => number,
): Board | undefined => {
  const layer = map.samples[length];
  if (!Number.isInteger(length) || !layer || layer.length === 0) return undefined;
  const board = new Uint8Array(cells);
  space.unrank(layer[Math.floor(random() * layer.length)], board);
  return board;
};
