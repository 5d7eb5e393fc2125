import { lazyBound } from '../lazy-bound.js';
import type { Board, BoundProbe, NamedBound } from '../types.js';
import { buildAssignmentTable, makeAssignmentBound } from './assignment.js';
import { makeNearestBound } from './nearest.js';
import { cellsOf } from './pdb.js';
import {
  LINE_PAIRINGS,
  type PatternTable,
  patternTablesAtHand,
  patternTablesLoaded,
  patternTablesOf,
} from './pdb-tables.js';
import { linePieces } from './pieces.js';
import { type CheapTables, flattenPairing, LineProbe } from './probe.js';
import { makeWalkingBound, walkingTables } from './walking.js';

/**
 * Nodes a search sees with the cheap bounds before it loads the pattern
 * databases: soon when they are stored (a read of ~30 MB), later when they
 * would have to be built (a few seconds), so short solves never pay for them
 * (problem 3, the longest of the page's table, needs 4.2 million with the cheap ones).
 */
const UPGRADE_STORED = 20_000;
const UPGRADE_BUILT = 6_000_000;

type Pairing = readonly (readonly number[])[];

/** The default's databases: A+B with C+D (a third of the build of all three splits). */
const DEFAULT_PAIRING = LINE_PAIRINGS.slice(0, 1);

/**
 * The Line Puzzle's named bounds towards `goal`, the default first. Each is
 * admissible and consistent; every table is built (or read) on first use.
 */
export const lineBounds = (goal: Board): readonly NamedBound[] => {
  let cheap: CheapTables | undefined;
  const cheapTables = (): CheapTables => {
    cheap ??= {
      ...walkingTables(goal),
      assignment: linePieces.map((piece) =>
        buildAssignmentTable([...goal.keys()].filter((cell) => goal[cell] === piece.code)),
      ),
    };
    return cheap;
  };
  const tablesOf = (pairings: readonly Pairing[]): PatternTable[][] =>
    pairings.map((pairing) => patternTablesOf(goal, pairing));
  const patternEstimate = (pairings: readonly Pairing[]) => {
    const walk = makeWalkingBound(goal);
    const parts = tablesOf(pairings);
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
  const probeWith =
    (pairings: readonly Pairing[] | undefined, upgradeAfter: () => number) => (): BoundProbe =>
      new LineProbe(
        cheapTables(),
        pairings ? () => tablesOf(pairings).map(flattenPairing) : undefined,
        upgradeAfter(),
      );

  const cheapEstimate = () => {
    const travel = makeAssignmentBound(goal);
    const walk = makeWalkingBound(goal);
    return (board: Board): number => Math.max(travel(board), walk(board));
  };
  let cheapBest: ((board: Board) => number) | undefined;
  let fullBest: ((board: Board) => number) | undefined;
  let tablesSeen = -1;
  const best: NamedBound = {
    name: 'best',
    text: 'the larger of assignment and walking; past a few thousand nodes, pattern databases A+B and C+D too',
    estimate(board: Board): number {
      // The databases once this process has them, else the cheap pair.
      if (!fullBest && patternTablesLoaded() !== tablesSeen) {
        tablesSeen = patternTablesLoaded();
        if (patternTablesAtHand(goal, DEFAULT_PAIRING, true)) {
          fullBest = patternEstimate(DEFAULT_PAIRING);
        }
      }
      if (fullBest) return fullBest(board);
      cheapBest ??= cheapEstimate();
      return cheapBest(board);
    },
    probe: probeWith(DEFAULT_PAIRING, () =>
      patternTablesAtHand(goal, DEFAULT_PAIRING) ? UPGRADE_STORED : UPGRADE_BUILT,
    ),
  };
  const pdb = lazyBound(
    'pdb',
    'pattern databases: per split of the kinds in two pairs, the moves each pair needs, added; the largest split',
    () => patternEstimate(LINE_PAIRINGS),
    probeWith(LINE_PAIRINGS, () => 0),
  );
  const pdbAB = lazyBound(
    'pdb-ab',
    'pattern databases of A+B and of C+D, added',
    () => patternEstimate(DEFAULT_PAIRING),
    probeWith(DEFAULT_PAIRING, () => 0),
  );
  const assignment = lazyBound(
    'assignment',
    'per kind, the cheapest way to send its pieces onto its goal cells, one each (Manhattan steps)',
    () => makeAssignmentBound(goal),
  );
  const walking = lazyBound(
    'walking',
    'walking distance: row moves plus column moves, counted over what each row and column holds',
    () => makeWalkingBound(goal),
  );
  const nearest = lazyBound(
    'nearest',
    "the page's bound: each piece's distance to the nearest goal cell of its kind",
    () => makeNearestBound(goal),
  );
  return [best, pdb, pdbAB, assignment, walking, nearest];
};
