import type { Board, BoundProbe, NamedBound } from './puzzle.js';

/**
 * A named bound whose tables are built the first time it is asked, so making a
 * puzzle (for `list`, the menu, a replay) costs nothing. `build` returns the
 * estimate; `probe`, when given, makes the incremental form for deepening.
 */
export const lazyBound = (
  name: string,
  /** Its sentence in the current language (read each time). */
  text: () => string,
  build: () => (board: Board) => number,
  probe?: () => BoundProbe,
  /** Drops the tables `build` used (see `NamedBound.distrust`). */
  forget?: () => void,
): NamedBound & { forgetEstimate(): void } => {
  let estimate: ((board: Board) => number) | undefined;
  return {
    name,
    get text() {
      return text();
    },
    estimate(board: Board): number {
      estimate ??= build();
      return estimate(board);
    },
    ...(probe ? { probe } : {}),
    ...(forget ? { distrust: forget } : {}),
    forgetEstimate: () => {
      estimate = undefined;
    },
  };
};
