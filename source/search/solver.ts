import type { Board, Puzzle } from '../puzzles/puzzle.js';
import { tablesSince, tablesSpent, takeTablesSetAside } from '../puzzles/table-cache.js';
import { clockNow, threadCpuMs } from '../util/search-clock.js';
import { words } from '../words/words.js';
import { aStar, greedyBestFirst } from './best-first-search.js';
import { bfs } from './bfs.js';
import { bidirectionalBfs } from './bidir.js';
import { defaultBound, NO_BOUND } from './bound-choice.js';
import { idaStar, iddfs } from './deepening.js';
import { nodesCounted } from './progress.js';
import { replay } from './replay.js';
import {
  type Algorithm,
  BFS_POSITION_LIMIT,
  countsAnswers,
  guided,
  SearchLimitReached,
  type SearchOptions,
  type SearchResult,
} from './search-events.js';
import { withTableBuildsStopped } from './table-stop.js';
import { tablesTold } from './tables-told.js';

/** The goal cannot be reached; `reason` is one sentence for a person. */
export class Unsolvable extends Error {
  override readonly name = 'Unsolvable';
}

/** Reversible spaces up to this many positions are checked for a path before deepening. */
const REACHABILITY_CHECK_POSITIONS = 60_000;

export const availableAlgorithms = (puzzle: Puzzle): Algorithm[] => {
  const found: Algorithm[] = ['bfs'];
  if (puzzle.reversible && puzzle.goals && puzzle.inverse) found.push('bidir');
  found.push('iddfs');
  if (defaultBound(puzzle)) found.push('ida', 'astar', 'greedy');
  return found;
};

/**
 * The search a puzzle is solved with unless told otherwise, from what it can
 * do: IDA* with its lower bound; without one, breadth-first search where its
 * rules allow few enough positions to keep them all (plain deepening would
 * go over every shallower depth again at each new one), else plain deepening.
 */
export const defaultAlgorithm = (puzzle: Puzzle): Algorithm => {
  if (defaultBound(puzzle)) return 'ida';
  return (puzzle.positions ?? Number.POSITIVE_INFINITY) <= BFS_POSITION_LIMIT ? 'bfs' : 'iddfs';
};

/** Why a search cannot run as asked; the caller words it (a flag on the command line, a key in the panel). */
export type NotApplicable =
  /** The puzzle lacks what the algorithm needs (a lower bound, goal boards, inverse moves). */
  | { readonly kind: 'algorithm'; readonly algorithm: Algorithm; readonly available: Algorithm[] }
  /** Counting every optimal answer needs one search tree: bidirectional search has two. */
  | { readonly kind: 'counting'; readonly algorithm: Algorithm; readonly counters: Algorithm[] }
  /** A named lower bound guides IDA*, A* and greedy best-first alone. */
  | { readonly kind: 'bound'; readonly algorithm: Algorithm }
  /** Greedy best-first follows its bound alone: without one it has nothing to follow. */
  | { readonly kind: 'guide'; readonly algorithm: Algorithm };

/**
 * Why `algorithm` cannot solve `puzzle` (counting every answer when `all`,
 * guided by the bound named `bound` when given), or undefined when it can.
 */
export const notApplicable = (
  puzzle: Puzzle,
  algorithm: Algorithm,
  all = false,
  bound: string | undefined = undefined,
): NotApplicable | undefined => {
  const available = availableAlgorithms(puzzle);
  if (!available.includes(algorithm)) return { kind: 'algorithm', algorithm, available };
  if (bound !== undefined && !guided(algorithm)) return { kind: 'bound', algorithm };
  if (bound === NO_BOUND && algorithm === 'greedy') return { kind: 'guide', algorithm };
  if (all && !countsAnswers(algorithm)) {
    return { kind: 'counting', algorithm, counters: available.filter(countsAnswers) };
  }
  return undefined;
};

/** `solve` was asked for a search that cannot run; `why` says which and what can. */
export class SearchNotApplicable extends Error {
  override readonly name = 'SearchNotApplicable';
  constructor(readonly why: NotApplicable) {
    super(words().search.notApplicable[why.kind](why.algorithm));
  }
}

const runners: Readonly<
  Record<Algorithm, (puzzle: Puzzle, start: Board, options: SearchOptions) => SearchResult>
> = { bfs, bidir: bidirectionalBfs, iddfs, ida: idaStar, astar: aStar, greedy: greedyBestFirst };

/**
 * Throws `Unsolvable` when the puzzle proves `start` hopeless, or when a
 * deepening search could never prove it (a reversible space has cycles) and a
 * bounded breadth-first look finds no path.
 */
export const checkSolvable = (puzzle: Puzzle, start: Board, algorithm: Algorithm): void => {
  const reason = puzzle.unsolvableReason?.(start);
  if (reason) throw new Unsolvable(reason);
  if (
    (algorithm === 'iddfs' || algorithm === 'ida') &&
    puzzle.reversible &&
    !puzzle.alwaysSolvable
  ) {
    const check = bfs(puzzle, start, { maxPositions: REACHABILITY_CHECK_POSITIONS });
    if (!check.moves && check.gaveUpAt === undefined) throw noPath(check);
  }
};

/**
 * Solves from `start` with `algorithm`, proves the answer by replaying it, and
 * turns "no answer" into `Unsolvable` with a reason. A search that cannot run
 * as asked throws `SearchNotApplicable`: callers ask `notApplicable` first and
 * say it in their own words.
 */
export const solve = (
  puzzle: Puzzle,
  start: Board,
  algorithm: Algorithm,
  options: SearchOptions = {},
): SearchResult & { positions: Board[] } => {
  const why = notApplicable(puzzle, algorithm, options.all, options.bound?.name);
  if (why) throw new SearchNotApplicable(why);
  checkSolvable(puzzle, start, algorithm);
  const before = tablesSpent();
  const found = withTablesSetAside(
    tablesTold(options, () => {
      if (options.warm === true) warmUp(puzzle, start, algorithm, options);
      const cpuBefore = threadCpuMs();
      const timed = withTableBuildsStopped(options, (tracked) =>
        runners[algorithm](puzzle, start, { ...tracked, tablesBefore: before }),
      );
      const cpuAfter = threadCpuMs();
      return cpuBefore === undefined || cpuAfter === undefined
        ? timed
        : { ...timed, cpuMs: cpuAfter - cpuBefore };
    }),
  );
  const tables = tablesSince(before);
  const result = tables ? { ...found, tables } : found;
  if (!result.moves) {
    if (result.gaveUpAt !== undefined) {
      throw new Unsolvable(words().search.noSolutionWithin(result.gaveUpAt));
    }
    throw noPath(result);
  }
  return { ...result, positions: replay(puzzle, start, result.moves) };
};

/**
 * A search is warmed in rounds of at most this many nodes before its timed
 * run, and with at least twice as many in all (a short search is run whole
 * again and again): V8 compiles a loop after some thousands of nodes.
 */
export const WARM_NODES = 1 << 14;
/** Rounds at most (a search of a few nodes ends here)... */
const WARM_ROUNDS = 200;
/** ...and milliseconds at most (tables apart). */
export const WARM_MS = 300;
let warmMs = WARM_MS;
/**
 * The warm-up's milliseconds at most, `WARM_MS` in the program: the test
 * suite sets a few, so its thousands of searches (on two busy cores, where a
 * pace takes long to settle) do not each run for most of a third of a second
 * before their timed run; a test of the times themselves sets `WARM_MS` again.
 * At least one round always runs.
 */
export const warmEverySearchFor = (ms: number): void => {
  warmMs = ms;
};
/** A round within this of the one before it (its time over the one before's, a node) is settled. */
const SETTLED = 0.8;

/**
 * The same search, untimed, in rounds until it has run `2 × WARM_NODES`
 * nodes and a round is no longer much faster a node than the one before:
 * its code compiled (V8 compiles in a thread of its own, later on a busy
 * machine) and its tables readied (their time said apart) before the timed
 * run starts. Without it a class saw the first depths run uncompiled, and a
 * depth with three times the nodes of another take a fraction of its time.
 * The player's limits and cancel reach into it; the app's own budget does
 * not count its tables (`budgetAfterTables`).
 */
const warmUp = (
  puzzle: Puzzle,
  start: Board,
  algorithm: Algorithm,
  options: SearchOptions,
): void => {
  const { bound, all, maxDepth, maxPositions, limitPositions, shouldStop } = options;
  const limitMs = options.budgetAfterTables ? undefined : options.limitMs;
  const warm: SearchOptions = {
    limitNodes: Math.min(WARM_NODES, options.limitNodes ?? WARM_NODES),
    ...(bound === undefined ? {} : { bound }),
    ...(all === undefined ? {} : { all }),
    ...(maxDepth === undefined ? {} : { maxDepth }),
    ...(maxPositions === undefined ? {} : { maxPositions }),
    ...(limitPositions === undefined ? {} : { limitPositions }),
    ...(limitMs === undefined ? {} : { limitMs }),
    ...(shouldStop === undefined ? {} : { shouldStop }),
  };
  let spent = 0;
  let ran = 0;
  let lastPace = Number.POSITIVE_INFINITY;
  for (let round = 0; round < WARM_ROUNDS && spent < warmMs; round++) {
    const began = clockNow();
    const tables = tablesSpent().ms;
    const nodes = nodesCounted();
    try {
      withTableBuildsStopped(warm, (tracked) => runners[algorithm](puzzle, start, tracked));
    } catch (error) {
      // Its own node limit, or the positions the timed run meets again: the round is done.
      if (!(error instanceof SearchLimitReached) || error.stop.limit === 'time') throw error;
    }
    const took = clockNow() - began - (tablesSpent().ms - tables);
    const counted = Math.max(1, nodesCounted() - nodes);
    spent += took;
    ran += counted;
    const pace = took / counted;
    if (ran >= 2 * WARM_NODES && pace >= SETTLED * lastPace) break;
    lastPace = pace;
  }
};

/** A search that met stored tables that were wrong (and built them again) says so in its note. */
const withTablesSetAside = (result: SearchResult): SearchResult => {
  const names = takeTablesSetAside();
  if (names.length === 0) return result;
  const said = words().search.storedTablesWrong(names.join(', '));
  return { ...result, note: result.note === undefined ? said : `${result.note}; ${said}` };
};

const noPath = (result: SearchResult): Unsolvable =>
  new Unsolvable(words().search.everyLineSearched(result.nodes.toLocaleString('en-US')));
