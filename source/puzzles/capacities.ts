import type { PuzzleEntry } from './puzzle.js';

/**
 * Every fixed size a path serving the whole catalogue relies on, by name. A
 * family is checked against them where it is defined (`defineEntry`) and
 * where its puzzle is made, and refused with one line naming the limit it
 * passes: never a silent truncation and a wrong answer with exit 0.
 */
export const LIMITS = {
  /** Cells of a board: a from-to move packs each cell into 6 bits (`encodeFromTo`). */
  cellsPerBoard: 64,
  /** Codes a cell may hold, 0 (empty) and the pieces': a board is a Uint8Array. */
  codesPerCell: 256,
  /** Positions a whole map numbers: its indexes pass between threads as Int32. */
  positionsPerMap: 2 ** 31 - 1,
  /** Moves a deepening search goes down (its path and buffers are made this deep). */
  searchDepth: 200,
  /** Characters of a summary: the menu sets summaries beside the titles only when every one fits. */
  summaryCharacters: 80,
} as const;

export type LimitName = keyof typeof LIMITS;

/** A family past a limit, as one line: what it has, and which limit. */
export class LimitPassed extends Error {
  override readonly name = 'LimitPassed';
  constructor(
    readonly family: string,
    readonly limit: LimitName,
    what: string,
  ) {
    super(`${family}: ${what}, past the limit ${limit} = ${LIMITS[limit]}`);
  }
}

/**
 * Flags the command line keeps for itself, on any command: a puzzle option of
 * one of these names would be read as the flag (a family's `--size` was the
 * recording's). test/family-capacities.test.ts holds this list to the
 * command line's tables.
 */
export const RESERVED_OPTION_NAMES: readonly string[] = [
  'algo',
  'all',
  'ambiguous',
  'ascii',
  'batch',
  'bound',
  'full',
  'help',
  'json',
  'lang',
  'length',
  'limit-nodes',
  'limit-s',
  'moves',
  'no-color',
  'no-mouse',
  'nodes',
  'random',
  'record',
  'screen-reader',
  'seed',
  'shuffle',
  'size',
  'speed',
  'theme',
  'trace',
  'version',
];

/** Texts of an entry a person reads, each asked in every language. */
export type EntryTexts = Pick<PuzzleEntry, 'family' | 'title' | 'summary' | 'rules'>;
