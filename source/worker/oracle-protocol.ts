/**
 * What the screens ask the distance oracle, and what it answers. The oracle
 * keeps its tables between questions, so it lives in one long-lived worker
 * (see `oracle-client.ts`), or runs in process in tests.
 */
import type { Move, PuzzleOptions } from '../puzzles/puzzle.js';
import type { TableStage } from '../puzzles/table-cache.js';
import type { Difficulty } from '../search/difficulty.js';
import type { Language } from '../words/language.js';
import type { Running } from './protocol.js';

export type { Difficulty } from '../search/difficulty.js';

export type OracleRequest =
  /** The exact distance of each board (null: the goal cannot be reached from it). */
  | { readonly kind: 'distances'; readonly boards: readonly Uint8Array[] }
  /** The lengths a new start can be dealt at, in difficulty bands. */
  | { readonly kind: 'lengths' }
  /** A new start of the chosen difficulty (a length of its band, then a position), from `seed`. */
  | { readonly kind: 'deal'; readonly difficulty: Difficulty; readonly seed: number }
  /** A start drawn uniformly at random among those that reach the goal, from `seed`. */
  | { readonly kind: 'random'; readonly seed: number }
  /** A start `moves` random moves out from the goal, from `seed`. */
  | { readonly kind: 'shuffle'; readonly moves: number; readonly seed: number }
  /** Today's position (UTC), the same for everyone (`tobikoe daily`). */
  | { readonly kind: 'daily' }
  /** A shortest answer from `board`. */
  | { readonly kind: 'answer'; readonly board: Uint8Array };

export type OracleJob = {
  readonly id: string;
  readonly options: PuzzleOptions;
  readonly request: OracleRequest;
};

/** A difficulty as the `n` dialog offers it. */
export type BandChoice = {
  readonly difficulty: Difficulty;
  /** `13..18 moves`, or `none` when the puzzle has too few lengths for it. */
  readonly text: string;
  readonly empty: boolean;
};

export type OracleOutcome =
  | {
      readonly kind: 'distances';
      readonly distances: readonly (number | null)[];
      /** For each board the goal cannot be reached from, why (else null). */
      readonly reasons: readonly (string | null)[];
    }
  | {
      readonly kind: 'lengths';
      /** The puzzle's real range: `1..22 from this goal`. */
      readonly range: string;
      readonly bands: readonly BandChoice[];
      /** Why the hardest band ends where it does. */
      readonly ceiling: string;
      /** Why no start can be drawn at random here, or null when one can. */
      readonly noRandom: string | null;
    }
  | { readonly kind: 'dealt'; readonly board: Uint8Array; readonly length: number }
  /** A random start, with its distance where a whole table gives it at once (else null: the game finds it). */
  | { readonly kind: 'drawn'; readonly board: Uint8Array; readonly length: number | null }
  /** A shuffled start and the moves its walk made (fewer than asked only at a dead end). */
  | { readonly kind: 'shuffled'; readonly board: Uint8Array; readonly walked: number }
  | {
      readonly kind: 'daily';
      readonly board: Uint8Array;
      readonly length: number;
      /** `2026-11-24` */
      readonly day: string;
    }
  | { readonly kind: 'answer'; readonly moves: readonly Move[] | null }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string };

/** What a question tells its asker before its answer: the tables it waits for, and (undefined) when they are there. */
export type OracleListeners = {
  readonly onTables?: (stage: TableStage | undefined) => void;
};

export type OracleService = {
  ask(job: OracleJob, listeners?: OracleListeners): Running<OracleOutcome>;
};

/** A question to the oracle worker; `stop` holds 1 once the asker has given up on it. */
export type OracleQuestion = {
  readonly serial: number;
  readonly job: OracleJob;
  readonly stop: SharedArrayBuffer;
  /** The asker's language: what the answer says (the lengths' words, why a board is out of reach) is in it. */
  readonly language: Language;
};

export type OracleAnswer = { readonly serial: number; readonly outcome: OracleOutcome };

/** Said while a question is answered: its tables under way, or (no `stage`) there. */
export type OracleTables = { readonly serial: number; readonly tables: TableStage | null };
