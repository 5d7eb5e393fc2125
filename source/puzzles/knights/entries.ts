import { arrangements } from '../arrangements.js';
import {
  boardsEqual,
  formatBoard,
  PAGE_SPACE,
  parseBoard,
  requireEmpties,
  requireSamePieces,
} from '../board-text.js';
import { defineEntry } from '../entry.js';
import { fromCell, toCell } from '../from-to.js';
import { goalParam, startParam, textOption } from '../params.js';
import {
  applyFromTo,
  type Board,
  type BoundProbe,
  encodeFromTo,
  fromToNotation,
  invertFromTo,
  type Move,
  type Puzzle,
  type PuzzleEntry,
  type PuzzleOptions,
  undoFromTo,
} from '../puzzle.js';
import { BLACK, STONES, WHITE } from '../stones.js';
import { withTexts } from '../texts.js';
import { knightsWords } from './words.js';

const ROWS = 4;
const COLS = 3;
const SIZE = ROWS * COLS;
const DEFAULT_START = 'BBB......WWW';
const DEFAULT_GOAL = 'WWW......BBB';
/** 3 black and 3 white knights leave 6 cells empty. */
const EMPTIES = 6;
/** Marks a cell a knight can never reach. */
const UNREACHABLE = 255;

const KNIGHT_JUMPS: readonly (readonly [number, number])[] = [
  [-2, -1],
  [-2, 1],
  [-1, -2],
  [-1, 2],
  [1, -2],
  [1, 2],
  [2, -1],
  [2, 1],
];

/** The cells a knight reaches in one move from each cell of a rows × cols board (row-major). */
export const knightNeighbours = (rows: number, cols: number): number[][] =>
  Array.from({ length: rows * cols }, (_, cell) => {
    const row = Math.floor(cell / cols);
    const col = cell % cols;
    return KNIGHT_JUMPS.map(([dr, dc]) => [row + dr, col + dc] as const)
      .filter(([r, c]) => r >= 0 && r < rows && c >= 0 && c < cols)
      .map(([r, c]) => r * cols + c)
      .sort((a, b) => a - b);
  });

/** Moves between every pair of cells: `distances[from * size + to]`, UNREACHABLE if none. */
export const graphDistances = (neighbours: readonly (readonly number[])[]): Uint8Array => {
  const size = neighbours.length;
  const distances = new Uint8Array(size * size).fill(UNREACHABLE);
  for (let source = 0; source < size; source++) {
    const row = source * size;
    distances[row + source] = 0;
    const queue = [source];
    for (let head = 0; head < queue.length; head++) {
      const cell = queue[head];
      for (const next of neighbours[cell]) {
        if (distances[row + next] !== UNREACHABLE) continue;
        distances[row + next] = distances[row + cell] + 1;
        queue.push(next);
      }
    }
  }
  return distances;
};

/** The fewest moves taking knights on `cells[next..]` to the targets not in `used`, one each. */
const cheapestAssignment = (
  cells: readonly number[],
  targets: readonly number[],
  distances: Uint8Array,
  next: number,
  used: number,
): number => {
  if (next === cells.length) return 0;
  const row = cells[next] * SIZE;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < targets.length; i++) {
    if (used & (1 << i)) continue;
    const cost = distances[row + targets[i]];
    if (cost === UNREACHABLE) continue;
    const rest = cheapestAssignment(cells, targets, distances, next + 1, used | (1 << i));
    if (cost + rest < best) best = cost + rest;
  }
  return best;
};

/**
 * For every 12-bit occupancy mask holding as many knights as `targets` has cells: the fewest
 * moves that take those knights to `targets`, each knight moving alone (others ignored). Other
 * masks hold 0, which is still a lower bound.
 */
const assignmentTable = (targets: readonly number[], distances: Uint8Array): Uint16Array => {
  const table = new Uint16Array(1 << SIZE);
  const cells: number[] = [];
  const fill = (fromCell: number, mask: number): void => {
    if (cells.length === targets.length) {
      const cost = cheapestAssignment(cells, targets, distances, 0, 0);
      table[mask] = Number.isFinite(cost) ? cost : 0;
      return;
    }
    for (let cell = fromCell; cell < SIZE; cell++) {
      cells.push(cell);
      fill(cell + 1, mask | (1 << cell));
      cells.pop();
    }
  };
  fill(0, 0);
  return table;
};

/**
 * `table[code * SIZE + cell]`: the fewest moves a knight of colour `code` on `cell` needs,
 * alone, to reach a goal cell of its colour (0 for the empty cell, and where none is reachable).
 */
const nearestTable = (goal: Board, distances: Uint8Array): Uint8Array => {
  const table = new Uint8Array((WHITE + 1) * SIZE);
  for (const code of [BLACK, WHITE]) {
    const targets = cellsHolding(goal, code);
    for (let cell = 0; cell < SIZE; cell++) {
      const nearest = Math.min(...targets.map((target) => distances[cell * SIZE + target]));
      table[code * SIZE + cell] = nearest === UNREACHABLE ? 0 : nearest;
    }
  }
  return table;
};

const cellsHolding = (board: Board, code: number): number[] =>
  [...board.keys()].filter((cell) => board[cell] === code);

const NEIGHBOURS = knightNeighbours(ROWS, COLS);

/** Knight steps flattened: steps from cell c are `stepTargets/stepMoves[stepStart[c] .. stepStart[c + 1])`. */
const stepStart = new Uint8Array(SIZE + 1);
NEIGHBOURS.forEach((targets, cell) => {
  stepStart[cell + 1] = stepStart[cell] + targets.length;
});
const stepTargets = Uint8Array.from(NEIGHBOURS.flat());
const stepMoves = Int32Array.from(
  NEIGHBOURS.flatMap((targets, cell) => targets.map((target) => encodeFromTo(cell, target))),
);
const MOST_STEPS = Math.max(...NEIGHBOURS.map((targets) => targets.length));

/** A knight move always lands on a square of the other colour, as on a chessboard. */
const squareColour = Uint8Array.from(
  { length: SIZE },
  (_, cell) => (Math.floor(cell / COLS) + (cell % COLS)) & 1,
);

/** The cells holding a knight of colour `code`, as a mask (no array made: estimates run a node each). */
const maskOf = (board: Board, code: number): number => {
  let mask = 0;
  for (let cell = 0; cell < SIZE; cell++) if (board[cell] === code) mask |= 1 << cell;
  return mask;
};

/**
 * The assignment bound move by move: both colours' masks at each depth, a
 * move moving one bit of its knight's colour, and the two tables read. The
 * same estimates as asked afresh, without playing each move to ask.
 */
class AssignmentProbe implements BoundProbe {
  private black = new Int32Array(64);
  private white = new Int32Array(64);

  constructor(
    private readonly blackCost: Uint16Array,
    private readonly whiteCost: Uint16Array,
  ) {}

  reset(board: Board): number {
    const blackMask = maskOf(board, BLACK);
    const whiteMask = maskOf(board, WHITE);
    this.black[0] = blackMask;
    this.white[0] = whiteMask;
    return this.blackCost[blackMask] + this.whiteCost[whiteMask];
  }

  push(board: Board, move: Move, depth: number): number {
    if (depth + 1 >= this.black.length) {
      const black = new Int32Array(this.black.length * 2);
      const white = new Int32Array(this.white.length * 2);
      black.set(this.black);
      white.set(this.white);
      this.black = black;
      this.white = white;
    }
    const from = fromCell(move);
    const both = (1 << from) | (1 << toCell(move));
    let blackMask = this.black[depth];
    let whiteMask = this.white[depth];
    if (board[from] === BLACK) blackMask ^= both;
    else whiteMask ^= both;
    this.black[depth + 1] = blackMask;
    this.white[depth + 1] = whiteMask;
    return this.blackCost[blackMask] + this.whiteCost[whiteMask];
  }
}

/**
 * A bound that adds up what each cell holds, `costs[code * SIZE + cell]`,
 * move by move: a move changes two cells, so the sum at each depth is the
 * one above it changed by those two.
 */
class CellSumProbe implements BoundProbe {
  private sums = new Int32Array(64);

  constructor(private readonly costs: Uint8Array) {}

  reset(board: Board): number {
    let sum = 0;
    for (let cell = 0; cell < SIZE; cell++) sum += this.costs[board[cell] * SIZE + cell];
    this.sums[0] = sum;
    return sum;
  }

  push(board: Board, move: Move, depth: number): number {
    if (depth + 1 >= this.sums.length) {
      const sums = new Int32Array(this.sums.length * 2);
      sums.set(this.sums);
      this.sums = sums;
    }
    const { costs } = this;
    const from = fromCell(move);
    const to = toCell(move);
    const code = board[from] * SIZE;
    const sum = this.sums[depth] - costs[code + from] - costs[to] + costs[from] + costs[code + to];
    this.sums[depth + 1] = sum;
    return sum;
  }
}

const createKnights = (options: PuzzleOptions): Puzzle => {
  const standardStart = parseBoard(DEFAULT_START, STONES, SIZE, 'standard start', PAGE_SPACE);
  const startText = textOption(options, 'start');
  const goalText = textOption(options, 'goal');
  const start = parseBoard(startText ?? DEFAULT_START, STONES, SIZE, 'start', PAGE_SPACE);
  requireEmpties(start, EMPTIES, 'start');
  requireSamePieces(start, standardStart, STONES, 'start', 'puzzle');
  const goal = parseBoard(goalText ?? DEFAULT_GOAL, STONES, SIZE, 'goal', PAGE_SPACE);
  requireEmpties(goal, EMPTIES, 'goal');
  requireSamePieces(goal, start, STONES, 'goal', 'start');

  // Distances are only needed here; creation stays well under a millisecond or two.
  const distances = graphDistances(NEIGHBOURS);
  const blackCost = assignmentTable(cellsHolding(goal, BLACK), distances);
  const whiteCost = assignmentTable(cellsHolding(goal, WHITE), distances);
  const nearestCost = nearestTable(goal, distances);
  // A knight off its colour's goal cells counts one; an empty cell nothing.
  const misplacedCost = Uint8Array.from({ length: (WHITE + 1) * SIZE }, (_, at) => {
    const code = Math.floor(at / SIZE);
    return code !== 0 && code !== goal[at % SIZE] ? 1 : 0;
  });
  const knights = SIZE - EMPTIES;

  return {
    id: 'knights',
    get title() {
      return knightsWords().title;
    },
    layout: {
      style: 'boxed',
      cells: Array.from({ length: SIZE }, (_, cell) => ({
        row: Math.floor(cell / COLS),
        col: cell % COLS,
      })),
      links: [],
    },
    pieces: STONES,
    cellCount: SIZE,
    start,
    get goalText() {
      const say = knightsWords();
      return goalText === undefined ? say.goal : say.goalGiven(formatBoard(goal, STONES));
    },
    goals: [goal],
    reversible: true,
    maxMoves: knights * MOST_STEPS,
    positions: arrangements(goal),
    isGoal: (board) => boardsEqual(board, goal),
    moves(board, out) {
      let count = 0;
      for (let from = 0; from < SIZE; from++) {
        if (board[from] === 0) continue;
        const end = stepStart[from + 1];
        for (let k = stepStart[from]; k < end; k++) {
          if (board[stepTargets[k]] === 0) out[count++] = stepMoves[k];
        }
      }
      return count;
    },
    apply: applyFromTo,
    undo: undoFromTo,
    inverse: invertFromTo,
    notation: fromToNotation,
    bounds: [
      {
        name: 'assignment',
        get text() {
          return knightsWords().assignmentBound;
        },
        estimate(board) {
          return blackCost[maskOf(board, BLACK)] + whiteCost[maskOf(board, WHITE)];
        },
        probe: () => new AssignmentProbe(blackCost, whiteCost),
      },
      {
        name: 'nearest',
        get text() {
          return knightsWords().nearestBound;
        },
        estimate(board) {
          let sum = 0;
          for (let cell = 0; cell < SIZE; cell++) sum += nearestCost[board[cell] * SIZE + cell];
          return sum;
        },
        probe: () => new CellSumProbe(nearestCost),
      },
      {
        name: 'misplaced',
        get text() {
          return knightsWords().misplacedBound;
        },
        estimate(board) {
          let count = 0;
          for (let cell = 0; cell < SIZE; cell++) {
            if (board[cell] !== 0 && board[cell] !== goal[cell]) count++;
          }
          return count;
        },
        probe: () => new CellSumProbe(misplacedCost),
      },
    ],
    parity(board) {
      let sum = 0;
      for (let cell = 0; cell < SIZE; cell++) if (board[cell] !== 0) sum += squareColour[cell];
      return sum & 1;
    },
  };
};

export const knightsEntries: PuzzleEntry[] = [
  defineEntry(
    withTexts({ id: 'knights', params: [startParam(), goalParam()], create: createKnights }, () => {
      const say = knightsWords();
      return {
        family: say.family,
        title: say.title,
        summary: say.summary,
        rules: say.rules,
        pageFigure: say.page,
      };
    }),
  ),
];
