import type { Board, NamedBound } from '../puzzle.js';
import { BLACK, STONES, WHITE } from '../stones.js';
import { createAssignmentSolver } from './assignment.js';
import { loneStoneCosts, NEVER } from './distance.js';
import type { FrogMoveTable } from './moves.js';
import { frogWords } from './words.js';

/**
 * Lower bounds for a frog goal, from two facts.
 *
 * 1. Each stone ends on its own goal cell of its colour and needs at least as
 *    many moves as it would alone on the board to get there; a move moves one
 *    stone. So the cheapest matching of stones to goal cells, costed in lone
 *    moves, bounds the moves left.
 * 2. Under the direction rule a black and a white stone can take part in one
 *    jump at most, and only while the black one has the smaller cell number
 *    (afterwards it has the larger one for good). With J jumps and S steps
 *    left, the stones travel 2J + S cells, at least the cheapest matching
 *    costed in cells travelled (T); so the moves J + S ≥ T − J ≥ T − pairs.
 *    This is exact on the line.
 */
export type FrogBound = {
  /** The default first; all but `misplaced` give Infinity when some colour's stones cannot all get home. */
  readonly bounds: readonly NamedBound[];
  /** Why `board` cannot reach the goal, or null if this bound cannot tell. */
  unsolvableReason(board: Board): string | null;
};

const COLOURS = [BLACK, WHITE];

const colourName = (colour: number): string =>
  STONES.find((kind) => kind.code === colour)?.name ?? '';

/**
 * Fact 2 needs the stone jumped over to lie between the cells jumped from and
 * to in cell-number order, as on every board numbered row by row.
 */
const jumpsKeepOrder = (table: FrogMoveTable): boolean => {
  for (let slot = 0; slot < table.size * 2; slot++) {
    const landing = slot >> 1;
    for (let i = table.jumpOffsets[slot]; i < table.jumpOffsets[slot + 1]; i++) {
      const from = table.jumpFrom[i];
      const over = table.jumpOver[i];
      if (!((from < over && over < landing) || (from > over && over > landing))) return false;
    }
  }
  return true;
};

/** One colour's matching cost, remembered per set of cells the colour holds. */
type MatchCost = (mask: number) => number;

export const createFrogBound = (
  table: FrogMoveTable,
  goal: Board,
  backward: boolean,
): FrogBound => {
  const { size } = table;
  const goalCells = [new Uint8Array(0)];
  for (const colour of COLOURS) {
    goalCells[colour] = Uint8Array.from(goal.keys()).filter((cell) => goal[cell] === colour);
  }
  const solver = createAssignmentSolver(Math.max(goalCells[BLACK].length, goalCells[WHITE].length));

  const matchCost = (colour: number, cost: Float64Array): MatchCost => {
    const targets = goalCells[colour];
    const n = targets.length;
    const compute = (mask: number): number => {
      let stone = 0;
      for (let cell = 0; cell < size; cell++) {
        if ((mask & (1 << cell)) === 0) continue;
        if (stone === n) return NEVER; // more stones than goal cells
        for (let target = 0; target < n; target++) {
          solver.cost[stone * n + target] = cost[cell * size + targets[target]];
        }
        stone++;
      }
      return stone === n ? Math.min(solver.solve(n), NEVER) : NEVER;
    };
    // Search meets the same cell sets again and again; at most 2^17 of them.
    const memo = new Int32Array(1 << size).fill(-1);
    return (mask) => {
      if (memo[mask] < 0) memo[mask] = compute(mask);
      return memo[mask];
    };
  };

  // Indexed by colour code; code 0 (empty) has no stones.
  const noStones: MatchCost = () => 0;
  const loneMoves = [new Float64Array(0), ...COLOURS.map((c) => loneStoneCosts(table, c, 1))];
  const moveCost = [noStones, ...COLOURS.map((c) => matchCost(c, loneMoves[c]))];
  const usePairs = !backward && jumpsKeepOrder(table);
  const travelCost = usePairs
    ? [noStones, ...COLOURS.map((c) => matchCost(c, loneStoneCosts(table, c, 2)))]
    : moveCost;
  const directionRule = (): string => (backward ? '' : frogWords().directionRule);

  const cellMask = (board: Board, colour: number): number => {
    let mask = 0;
    for (let cell = 0; cell < size; cell++) if (board[cell] === colour) mask |= 1 << cell;
    return mask;
  };

  /** The first stone that can reach no goal cell of its colour, or -1. */
  const strandedCell = (board: Board): number => {
    for (let cell = 0; cell < size; cell++) {
      const colour = board[cell];
      if (colour === 0) continue;
      const cost = loneMoves[colour];
      if (goalCells[colour].every((target) => cost[cell * size + target] >= NEVER)) return cell;
    }
    return -1;
  };

  /** Each colour's cells as a mask, and the black–white pairs that may still jump (fact 2). */
  const masks = { black: 0, white: 0, pairs: 0 };
  const readMasks = (board: Board): void => {
    let black = 0;
    let white = 0;
    let pairs = 0;
    let blacksSoFar = 0;
    for (let cell = 0; cell < size; cell++) {
      if (board[cell] === BLACK) {
        black |= 1 << cell;
        blacksSoFar++;
      } else if (board[cell] === WHITE) {
        white |= 1 << cell;
        pairs += blacksSoFar;
      }
    }
    masks.black = black;
    masks.white = white;
    masks.pairs = pairs;
  };
  const loneTotal = (): number => {
    const moves = moveCost[BLACK](masks.black) + moveCost[WHITE](masks.white);
    return moves >= NEVER ? Infinity : moves;
  };
  const travelLessPairs = (): number => {
    const travel = travelCost[BLACK](masks.black) + travelCost[WHITE](masks.white);
    // Never below 0: more pairs than cells to travel says nothing.
    return travel >= NEVER ? Infinity : Math.max(0, travel - masks.pairs);
  };

  const lone: NamedBound = {
    name: 'lone',
    get text() {
      return frogWords().loneBound;
    },
    estimate: (board) => {
      readMasks(board);
      return loneTotal();
    },
  };
  const travel: NamedBound = {
    name: 'travel',
    get text() {
      return frogWords().travelBound;
    },
    estimate: (board) => {
      readMasks(board);
      return travelLessPairs();
    },
  };
  const misplaced: NamedBound = {
    name: 'misplaced',
    get text() {
      return frogWords().misplacedBound;
    },
    estimate: (board) => {
      let count = 0;
      for (let cell = 0; cell < size; cell++) {
        const colour = board[cell];
        if (colour !== 0 && goal[cell] !== colour) count++;
      }
      return count;
    },
  };
  const combined: NamedBound = {
    name: 'combined',
    get text() {
      return frogWords().combinedBound;
    },
    estimate: (board) => {
      readMasks(board);
      const moves = loneTotal();
      return moves === Infinity ? moves : Math.max(moves, travelLessPairs());
    },
  };

  return {
    bounds: usePairs ? [combined, lone, travel, misplaced] : [lone, misplaced],
    unsolvableReason: (board) => {
      const cell = strandedCell(board);
      if (cell >= 0) {
        const name = colourName(board[cell]);
        return frogWords().stranded(name, cell, directionRule());
      }
      for (const colour of COLOURS) {
        if (moveCost[colour](cellMask(board, colour)) < NEVER) continue;
        const name = colourName(colour);
        return frogWords().crowded(name, directionRule());
      }
      return null;
    },
  };
};
