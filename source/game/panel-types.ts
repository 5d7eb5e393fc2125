import type { Move } from '../puzzles/puzzle.js';
import type { Algorithm } from '../search/search-events.js';

/** The solve panel's state and what its keys ask for: the shapes panel-state.ts and watch-panel.ts share. */

export type WatchPlayback = {
  readonly playing: boolean;
  /** An index into WATCH_SPEEDS. */
  readonly speed: number;
};

export type Stepping = {
  /** Moves of the shown answer played so far (0: the start). */
  readonly step: number;
  /** Which of the listed optimal answers is shown. */
  readonly answer: number;
  readonly playing: boolean;
  /** An index into SPEEDS. */
  readonly speed: number;
};

export type Panel = {
  readonly view: 'solve' | 'compare' | 'watch' | 'bounds';
  readonly stepping: Stepping;
  /** Watch mode's pace: running or paused, and nodes a frame. */
  readonly playback: WatchPlayback;
  /** An algorithm key that does not apply to this puzzle; cleared by the next key. */
  readonly refused: Algorithm | null;
  /** A key that walks an answer came while a search runs: said, not lost; cleared by the next key. */
  readonly busy: boolean;
  /**
   * `a` counts the answers with another algorithm than the one chosen (which
   * cannot count them): said until the next search.
   */
  readonly counting: { readonly chosen: Algorithm; readonly instead: Algorithm } | null;
};

/** What the panel knows of its searches when a key comes. */
export type PanelFacts = {
  /** The algorithms this puzzle can be solved with. */
  readonly available: readonly Algorithm[];
  /** The puzzle's own algorithm (the one the panel opens with). */
  readonly preferred: Algorithm;
  /** The latest search, if there was one. */
  readonly run?: { readonly algorithm: Algorithm; readonly running: boolean };
  /** The answers of the latest search, when it found them (empty otherwise). */
  readonly answers: readonly (readonly Move[])[];
  /** A comparison is running. */
  readonly comparing: boolean;
  /** The bound comparison is running. */
  readonly comparingBounds: boolean;
};

/** What the panel asks of the screen around it. */
export type PanelEffect =
  | { readonly kind: 'solve'; readonly algorithm: Algorithm; readonly all: boolean }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'compare'; readonly algorithms: readonly Algorithm[] }
  | { readonly kind: 'stop-compare' }
  /** Leave the comparison: forget its table. */
  | { readonly kind: 'clear-compare' }
  /** Watch `algorithm` node by node from the panel's position (watch-panel.ts). */
  | { readonly kind: 'watch'; readonly algorithm: Algorithm }
  /** Paused: one more node, or one node back (`,`). */
  | { readonly kind: 'watch-step' }
  | { readonly kind: 'watch-back' }
  | { readonly kind: 'stop-watch' }
  /** IDA* with each bound of the puzzle, side by side. */
  | { readonly kind: 'bounds' }
  | { readonly kind: 'stop-bounds' }
  | { readonly kind: 'clear-bounds' }
  | { readonly kind: 'close' }
  | { readonly kind: 'adopt'; readonly moves: readonly Move[] };

export type PanelUpdate = { readonly panel: Panel; readonly effect?: PanelEffect };
