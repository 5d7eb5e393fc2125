import { expect } from 'vitest';
import { findEntry } from '../source/puzzles/catalogue.js';
import {
  type Board,
  type BoundProbe,
  InputError,
  type Move,
  type NamedBound,
  type Puzzle,
  type PuzzleOptions,
} from '../source/puzzles/puzzle.js';
import { deepening } from '../source/search/deepening.js';
import { SearchLimitReached, type SearchResult } from '../source/search/search-events.js';
import { type Opened, openEntry } from '../source/ui/common/opened.js';
import { liveWorkers } from '../source/worker/client.js';

export { seededRandom } from '../source/util/random.js';

/** Where `legalMoves` has the puzzle write its moves: one buffer, grown as a puzzle needs. */
let movesBuffer = new Int32Array(64);

/**
 * The moves legal in `board`, as a fresh array. The puzzle writes them into one
 * buffer kept here, copied out by a loop: a new buffer a call, spread into an
 * array, cost the references that call this at every position most of their time.
 */
export const legalMoves = (puzzle: Puzzle, board: Board): Move[] => {
  if (movesBuffer.length < puzzle.maxMoves) movesBuffer = new Int32Array(puzzle.maxMoves);
  const count = puzzle.moves(board, movesBuffer);
  const moves: Move[] = new Array(count);
  for (let i = 0; i < count; i++) moves[i] = movesBuffer[i];
  return moves;
};

/** Plays up to `steps` random legal moves from `from`; returns the position reached. */
export const randomWalk = (
  puzzle: Puzzle,
  from: Board,
  steps: number,
  random: () => number,
): Board => {
  const board = from.slice();
  for (let step = 0; step < steps; step++) {
    const moves = legalMoves(puzzle, board);
    if (moves.length === 0) break;
    puzzle.apply(board, moves[Math.floor(random() * moves.length)]);
  }
  return board;
};

export const makePuzzle = (id: string, options: PuzzleOptions = {}): Puzzle => {
  const entry = findEntry(id);
  if (!entry) throw new Error(`no puzzle ${id}`);
  return entry.create(options);
};

/** `id` with `options` opened, as the screens take a puzzle. */
export const openPuzzle = (id: string, options: PuzzleOptions = {}): Opened => {
  const entry = findEntry(id);
  if (!entry) throw new Error(`no puzzle ${id}`);
  return openEntry(entry, options);
};

/**
 * How long a test waits for a screen or an event before it fails saying what it
 * waited for: a safety net under the test timeout (60 s), never an expectation.
 */
export const WAIT_MS = 40_000;

/** Polls `test` until it holds; after `ms` it fails, saying what it waited for. */
export const until = async (
  test: () => boolean,
  ms: number,
  what: () => string = () => 'a condition',
): Promise<void> => {
  const end = Date.now() + ms;
  // Looked at again on the next turns of the event loop, then every millisecond:
  // a screen usually shows what a key did a few turns after it.
  for (let turn = 0; !test(); turn++) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => (turn < 5 ? setImmediate(resolve) : setTimeout(resolve, 1)));
  }
};

/** Waits until every search worker has exited; fails after `ms`. */
export const workersGone = (ms: number): Promise<void> =>
  until(
    () => liveWorkers() === 0,
    ms,
    () => `the workers to exit (${liveWorkers()} left)`,
  );

/** `create` fails with an InputError that matches `message`, on one line. */
export const expectOneLineInputError = (
  create: () => unknown,
  message: string | RegExp,
  what?: string,
): void => {
  expect(create, what).toThrow(InputError);
  expect(create, what).toThrow(message);
  try {
    create();
  } catch (error) {
    expect((error as Error).message, what).not.toContain('\n');
  }
};

/** The puzzle's default lower bound (its first named one); fails when it names none. */
export const lowerBound = (puzzle: Puzzle): ((board: Board) => number) => {
  const bound = puzzle.bounds?.[0];
  if (!bound) throw new Error(`${puzzle.id} names no lower bound`);
  return (board) => bound.estimate(board);
};

export { genericPassOnly } from '../source/search/generic-pass.js';

/**
 * `bound` whose probe must offer a depth-first pass of its own
 * (`BoundProbe.depthFirst`), counting the iterations that pass takes (`own`),
 * so that a test comparing it with `genericPassOnly` knows it ran.
 */
export const countingOwnPass = (
  bound: NamedBound,
): { readonly bound: NamedBound; readonly own: () => number } => {
  const { probe } = bound;
  if (!probe) throw new Error(`the bound ${bound.name} has no probe`);
  let own = 0;
  const counting: NamedBound = {
    name: bound.name,
    text: bound.text,
    estimate: bound.estimate,
    probe: (): BoundProbe => {
      const inner = probe();
      const depthFirst = inner.depthFirst;
      expect(depthFirst).toBeDefined();
      return {
        reset: (position) => inner.reset(position),
        push: (position, move, depth) => inner.push(position, move, depth),
        depthFirst: (pass, counter, countAll) => {
          const taken = depthFirst?.call(inner, pass, counter, countAll);
          return (
            taken &&
            ((depth, lastInverse) => {
              own++;
              return taken(depth, lastInverse);
            })
          );
        },
      };
    },
  };
  return { bound: counting, own: () => own };
};

/** What a search did, without its times: the answer, the nodes, each iteration's counts. */
export const searchSteps = (result: SearchResult) => ({
  moves: result.moves,
  nodes: result.nodes,
  solutions: result.solutions,
  iterations: result.iterations.map(({ depth, nodes, cutoffs, perDepth, nextLimit }) => ({
    depth,
    nodes,
    cutoffs,
    perDepth,
    nextLimit,
  })),
});

/** Where a deepening search from `start` with `bound` stops at `limitNodes` nodes; fails when it ends before. */
export const stopAt = (puzzle: Puzzle, start: Board, bound: NamedBound, limitNodes: number) => {
  try {
    deepening(puzzle, start, bound, { limitNodes });
  } catch (error) {
    if (error instanceof SearchLimitReached) return error.stop;
    throw error;
  }
  throw new Error('the search ended under its node limit');
};
