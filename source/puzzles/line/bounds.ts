import { lazyBound } from '../lazy-bound.js';
import type { Board, BoundProbe, NamedBound } from '../puzzle.js';
import { assignmentSumTables, makeAssignmentBound } from './assignment.js';
import { KindSumProbe, type KindSumTables } from './kind-sum.js';
import { makeNearestBound, nearestSumTables } from './nearest.js';
import { cellsOf } from './pdb.js';
import {
  forgetPatternTables,
  LINE_PAIRINGS,
  type Pairing,
  patternTablesAtHand,
  patternTablesLoaded,
  patternTablesOf,
  preparePatternTables,
} from './pdb-tables.js';
import {
  type CheapTables,
  cheapTablesOf,
  flattenPairing,
  LineProbe,
  type PairSource,
} from './probe.js';
import { forgetWalkingTables, makeWalkingBound } from './walking.js';
import { lineWords } from './words.js';

/**
 * Nodes a search sees with the cheap bounds before it loads the pattern
 * databases when they are stored (a read of ~30 MB).
 */
const UPGRADE_STORED = 20_000;
/**
 * When they would have to be built (about a second, mostly beside the
 * search): the builds start after PREPARE_BUILT nodes, so short solves never
 * pay for them, and the search goes on with the cheap bounds to the end of
 * its iteration (problem 3, the longest of the page's table, needs 4.2
 * million nodes with those), then waits for the tables: at an iteration
 * fixed by node counts, so the nodes counted are the same every run.
 * UPGRADE_BUILT takes them within an iteration that runs that long.
 */
const PREPARE_BUILT = 300_000;
const UPGRADE_BUILT = 40_000_000;

/** The default's databases: A+B with C+D (a third of the build of all three splits). */
const DEFAULT_PAIRING = LINE_PAIRINGS.slice(0, 1);

/**
 * The Line Puzzle's named bounds towards `goal`, the default first. Each is
 * admissible and consistent; every table is built (or read) on first use.
 */
export const lineBounds = (goal: Board): readonly NamedBound[] => {
  let cheap: CheapTables | undefined;
  const cheapTables = (): CheapTables => {
    cheap ??= cheapTablesOf(goal);
    return cheap;
  };
  const patternEstimate = (pairings: readonly Pairing[]) => {
    const walk = makeWalkingBound(goal);
    const parts = patternTablesOf(goal, pairings);
    return (board: Board): number => {
      let best = walk(board);
      for (const pairing of parts) {
        let sum = 0;
        for (const { codes, ranking, table } of pairing) {
          const masks = codes.map((code) => cellsOf(board, code));
          sum += table[ranking.rank(board.indexOf(0), masks)];
        }
        if (sum > best) best = sum;
      }
      return best;
    };
  };
  /** A probe that takes the tables of `pairings` after the node counts `when` gives. */
  const probeWith =
    (pairings: readonly Pairing[], when: () => Pick<PairSource, 'prepareAfter' | 'upgradeAfter'>) =>
    (): BoundProbe =>
      new LineProbe(
        cheapTables(),
        {
          ...when(),
          prepare: () => preparePatternTables(goal, pairings),
          load: () => patternTablesOf(goal, pairings).map(flattenPairing),
        },
        goal,
      );
  const atOnce = () => ({ prepareAfter: 0, upgradeAfter: 0 });

  const cheapEstimate = () => {
    const travel = makeAssignmentBound(goal);
    const walk = makeWalkingBound(goal);
    return (board: Board): number => Math.max(travel(board), walk(board));
  };
  let cheapBest: ((board: Board) => number) | undefined;
  /** The assignment and walking bounds' larger: best's estimate before its databases, and its steady one. */
  const cheapPair = (board: Board): number => {
    cheapBest ??= cheapEstimate();
    return cheapBest(board);
  };
  let fullBest: ((board: Board) => number) | undefined;
  let tablesSeen = -1;
  // The kind-sum bounds' tables in the form their probes read (320 kB each), made on a probe's first use.
  let assignmentTables: KindSumTables | undefined;
  let nearestTables: KindSumTables | undefined;
  /** Every table of this goal, and every estimate made from them, made again on next use. */
  const forget = (): void => {
    forgetWalkingTables(goal);
    forgetPatternTables(goal);
    cheap = undefined;
    cheapBest = undefined;
    fullBest = undefined;
    tablesSeen = -1;
    for (const bound of lazies) bound.forgetEstimate();
  };
  const best: NamedBound = {
    name: 'best',
    get text() {
      return lineWords().bestBound;
    },
    estimate(board: Board): number {
      // The databases once this process has them, else the cheap pair.
      if (!fullBest && patternTablesLoaded() !== tablesSeen) {
        tablesSeen = patternTablesLoaded();
        if (patternTablesAtHand(goal, DEFAULT_PAIRING, true)) {
          fullBest = patternEstimate(DEFAULT_PAIRING);
        }
      }
      return fullBest ? fullBest(board) : cheapPair(board);
    },
    steadyEstimate: (board: Board): number => cheapPair(board),
    probe: probeWith(DEFAULT_PAIRING, () =>
      patternTablesAtHand(goal, DEFAULT_PAIRING)
        ? { prepareAfter: UPGRADE_STORED, upgradeAfter: UPGRADE_STORED }
        : { prepareAfter: PREPARE_BUILT, upgradeAfter: UPGRADE_BUILT },
    ),
    distrust: forget,
  };
  const pdb = lazyBound(
    'pdb',
    () => lineWords().pdbBound,
    () => patternEstimate(LINE_PAIRINGS),
    probeWith(LINE_PAIRINGS, atOnce),
    forget,
  );
  const pdbAB = lazyBound(
    'pdb-ab',
    () => lineWords().pdbABBound,
    () => patternEstimate(DEFAULT_PAIRING),
    probeWith(DEFAULT_PAIRING, atOnce),
    forget,
  );
  const assignment = lazyBound(
    'assignment',
    () => lineWords().assignmentBound,
    () => makeAssignmentBound(goal),
    () => {
      assignmentTables ??= assignmentSumTables(goal);
      return new KindSumProbe(assignmentTables, goal);
    },
  );
  const walking = lazyBound(
    'walking',
    () => lineWords().walkingBound,
    () => makeWalkingBound(goal),
    undefined,
    forget,
  );
  const nearest = lazyBound(
    'nearest',
    () => lineWords().nearestBound,
    () => makeNearestBound(goal),
    () => {
      nearestTables ??= nearestSumTables(goal);
      return new KindSumProbe(nearestTables, goal);
    },
  );
  const lazies = [pdb, pdbAB, assignment, walking, nearest];
  return [best, ...lazies];
};
