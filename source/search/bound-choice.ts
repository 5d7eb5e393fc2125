import { type Board, InputError, type NamedBound, type Puzzle } from '../puzzles/puzzle.js';
import { quoted } from '../util/quote.js';
import { words } from '../words/words.js';

/** The search's own "bound": none at all, which makes IDA* plain iterative deepening. */
export const NO_BOUND = 'none';

const zero = (): number => 0;

export const noBound: NamedBound = {
  name: NO_BOUND,
  get text() {
    return words().search.noBound;
  },
  estimate: zero,
};

/** The bound IDA* uses unless told otherwise, or undefined when the puzzle names none. */
export const defaultBound = (puzzle: Puzzle): NamedBound | undefined => puzzle.bounds?.[0];

/** The estimate of the default bound, or 0 everywhere when the puzzle has none. */
export const defaultEstimate = (puzzle: Puzzle): ((board: Board) => number) => {
  const bound = defaultBound(puzzle);
  return bound ? (board) => bound.estimate(board) : zero;
};

/**
 * The default bound's values that never depend on when its tables came
 * (`NamedBound.steadyEstimate`, else its estimate): for choices that must be
 * the same in every run.
 */
export const steadyDefaultEstimate = (puzzle: Puzzle): ((board: Board) => number) => {
  const bound = defaultBound(puzzle);
  if (!bound) return zero;
  const steady = bound.steadyEstimate;
  return steady ? (board) => steady(board) : (board) => bound.estimate(board);
};

/** Every name `--bound` takes for this puzzle: its own, default first, then `none`. */
export const boundNames = (puzzle: Puzzle): string[] => [
  ...(puzzle.bounds ?? []).map((bound) => bound.name),
  NO_BOUND,
];

/** The puzzle's bound called `name` (the default when undefined); `none` is the search's. */
export const findBound = (puzzle: Puzzle, name: string | undefined): NamedBound => {
  if (name === NO_BOUND) return noBound;
  if (name === undefined) {
    const bound = defaultBound(puzzle);
    if (!bound) {
      throw new InputError(
        `${puzzle.id} has no lower bound (${quoted(NO_BOUND)} searches without one)`,
      );
    }
    return bound;
  }
  const found = puzzle.bounds?.find((bound) => bound.name === name);
  if (!found) {
    throw new InputError(
      `${puzzle.id} has no bound ${quoted(name)}; its bounds are ${boundNames(puzzle).join(', ')}`,
    );
  }
  return found;
};
