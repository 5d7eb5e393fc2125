/**
 * A position: one value per cell, 0 an empty cell. A move: a non-negative
 * integer whose meaning belongs to the puzzle (most use `encodeFromTo`).
 */
export type Board = Uint8Array;
export type Move = number;
