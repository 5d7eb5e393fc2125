import { PAGE_SPACE, parseBoard, requireEmpties } from '../board-text.js';
import { defineEntry } from '../entry.js';
import { HEXAGRAM_PLACES } from '../hexagram.js';
import { startParam, textOption } from '../params.js';
import {
  type Board,
  type BoundProbe,
  encodeFromTo,
  fromCell,
  fromToNotation,
  invertFromTo,
  type Layout,
  type Move,
  type Puzzle,
  type PuzzleEntry,
  type PuzzleOptions,
  toCell,
} from '../puzzle.js';
import { BLACK, STONES, WHITE } from '../stones.js';
import { withTexts } from '../texts.js';
import { flipWords } from './words.js';

/** Turning a piece over maps black (1) to white (2) and back: code → TURN_OVER − code. */
const TURN_OVER = BLACK + WHITE;

/** Moves are `from << 6 | to`, so 64 × 64 slots cover every step. */
const FROM_TO_SLOTS = 64 * 64;

type FlipShape = {
  readonly id: string;
  readonly title: () => string;
  readonly size: number;
  /** Straight lines, each a list of cells in the order they lie. */
  readonly lines: readonly (readonly number[])[];
  readonly layout: Layout;
  readonly defaultStart: string;
};

/** Every jump, flattened so move generation and apply only read typed arrays. */
type JumpTables = {
  /** Moves into empty cell e are `targets[targetStart[e] .. targetStart[e + 1])`. */
  readonly targets: Int32Array;
  readonly targetStart: Uint16Array;
  /** Cells a move turns over are `flipped[flipStart[move] .. flipEnd[move])`. */
  readonly flipped: Uint8Array;
  readonly flipStart: Uint16Array;
  readonly flipEnd: Uint16Array;
  readonly mostTargets: number;
};

const buildJumps = (size: number, lines: FlipShape['lines']): JumpTables => {
  const movesInto: Move[][] = Array.from({ length: size }, () => []);
  const overCells = new Map<Move, number[]>();
  for (const line of lines) {
    for (let i = 0; i < line.length; i++) {
      // A jump needs at least one piece between the jumper and the empty cell.
      for (let j = 0; j < line.length; j++) {
        if (Math.abs(i - j) < 2) continue;
        const move = encodeFromTo(line[i], line[j]);
        if (overCells.has(move)) throw new Error(`two lines join cells ${line[i]} and ${line[j]}`);
        overCells.set(move, line.slice(Math.min(i, j) + 1, Math.max(i, j)));
        movesInto[line[j]].push(move);
      }
    }
  }
  const targetStart = new Uint16Array(size + 1);
  movesInto.forEach((moves, cell) => {
    targetStart[cell + 1] = targetStart[cell] + moves.length;
  });
  const flipStart = new Uint16Array(FROM_TO_SLOTS);
  const flipEnd = new Uint16Array(FROM_TO_SLOTS);
  const flipped: number[] = [];
  for (const [move, cells] of overCells) {
    flipStart[move] = flipped.length;
    flipped.push(...cells);
    flipEnd[move] = flipped.length;
  }
  return {
    targets: Int32Array.from(movesInto.flat()),
    targetStart,
    flipped: Uint8Array.from(flipped),
    flipStart,
    flipEnd,
    mostTargets: Math.max(...movesInto.map((moves) => moves.length)),
  };
};

/** Every position with all pieces white, one per place of the empty cell. */
const allWhiteBoards = (size: number): Board[] =>
  Array.from({ length: size }, (_, empty) => {
    const board = new Uint8Array(size).fill(WHITE);
    board[empty] = 0;
    return board;
  });

const blacksOn = (board: Board): number => {
  let blacks = 0;
  for (let cell = 0; cell < board.length; cell++) if (board[cell] === BLACK) blacks++;
  return blacks;
};

/**
 * The turns bound move by move: the black pieces counted at each depth, a
 * jump changing the count by the pieces it turns over (the jumper keeps its
 * colour), instead of each child played and counted again.
 */
class TurnsProbe implements BoundProbe {
  private blacks = new Int32Array(64);

  constructor(
    private readonly jumps: Pick<JumpTables, 'flipped' | 'flipStart' | 'flipEnd'>,
    private readonly movesForBlacks: Uint8Array,
  ) {}

  reset(board: Board): number {
    this.blacks[0] = blacksOn(board);
    return this.movesForBlacks[this.blacks[0]];
  }

  push(board: Board, move: Move, depth: number): number {
    if (depth + 1 >= this.blacks.length) {
      const blacks = new Int32Array(this.blacks.length * 2);
      blacks.set(this.blacks);
      this.blacks = blacks;
    }
    const { flipped, flipStart, flipEnd } = this.jumps;
    let blacks = this.blacks[depth];
    const end = flipEnd[move];
    for (let k = flipStart[move]; k < end; k++) blacks += board[flipped[k]] === BLACK ? -1 : 1;
    this.blacks[depth + 1] = blacks;
    return this.movesForBlacks[blacks];
  }
}

const createFlip = (shape: FlipShape, options: PuzzleOptions): Puzzle => {
  const { size } = shape;
  const start = parseBoard(
    textOption(options, 'start') ?? shape.defaultStart,
    STONES,
    size,
    'start',
    PAGE_SPACE,
  );
  requireEmpties(start, 1, 'start');

  const jumps = buildJumps(size, shape.lines);
  const { targets, targetStart, flipped, flipStart, flipEnd } = jumps;
  // One move turns over at most (longest line − 2) pieces, so ceil(blacks / that) is admissible.
  const mostTurned = Math.max(...shape.lines.map((line) => line.length)) - 2;
  const movesForBlacks = Uint8Array.from({ length: size + 1 }, (_, blacks) =>
    Math.ceil(blacks / mostTurned),
  );

  const apply = (board: Board, move: Move): void => {
    const from = fromCell(move);
    const to = toCell(move);
    board[to] = board[from];
    board[from] = 0;
    const end = flipEnd[move];
    for (let k = flipStart[move]; k < end; k++) {
      const cell = flipped[k];
      board[cell] = TURN_OVER - board[cell];
    }
  };

  return {
    id: shape.id,
    get title() {
      return shape.title();
    },
    layout: shape.layout,
    pieces: STONES,
    cellCount: size,
    start,
    get goalText() {
      return flipWords().goal;
    },
    goals: allWhiteBoards(size),
    reversible: true,
    maxMoves: jumps.mostTargets,
    // The empty cell anywhere, every other cell black or white.
    positions: size * 2 ** (size - 1),
    isGoal(board) {
      for (let cell = 0; cell < size; cell++) if (board[cell] === BLACK) return false;
      return true;
    },
    moves(board, out) {
      let empty = 0;
      while (empty < size && board[empty] !== 0) empty++;
      if (empty === size) return 0;
      const end = targetStart[empty + 1];
      let count = 0;
      for (let k = targetStart[empty]; k < end; k++) out[count++] = targets[k];
      return count;
    },
    apply,
    // Going back turns over the same pieces again, which restores them.
    undo: (board, move) => apply(board, invertFromTo(move)),
    inverse: invertFromTo,
    notation: fromToNotation,
    bounds: [
      {
        name: 'turns',
        get text() {
          return flipWords().turnsBound(mostTurned);
        },
        estimate(board) {
          return movesForBlacks[blacksOn(board)];
        },
        probe: () => new TurnsProbe(jumps, movesForBlacks),
      },
    ],
  };
};

const LINE_SIZE = 6;

const lineShape: FlipShape = {
  id: 'flip-line',
  title: () => flipWords().lineTitle,
  size: LINE_SIZE,
  lines: [[0, 1, 2, 3, 4, 5]],
  layout: {
    style: 'boxed',
    cells: Array.from({ length: LINE_SIZE }, (_, col) => ({ row: 0, col })),
    links: [],
  },
  defaultStart: '.BBBBB',
};

/** The hexagram's six lines of four cells, as the page numbers them. */
const STAR_LINES = [
  [0, 2, 5, 7],
  [0, 3, 6, 10],
  [7, 8, 9, 10],
  [1, 2, 3, 4],
  [1, 5, 8, 11],
  [4, 6, 9, 11],
] as const;

const starShape: FlipShape = {
  id: 'flip-star',
  title: () => flipWords().starTitle,
  size: HEXAGRAM_PLACES.length,
  lines: STAR_LINES,
  layout: {
    style: 'graph',
    cells: HEXAGRAM_PLACES.map(([row, col]) => ({ row, col })),
    links: STAR_LINES.flatMap((line) => line.slice(1).map((cell, i) => [line[i], cell] as const)),
  },
  defaultStart: '.BBBBBBBBBBB',
};

const entry = (
  shape: FlipShape,
  summary: 'lineSummary' | 'starSummary',
  page: 'linePage' | 'starPage',
) =>
  defineEntry(
    withTexts(
      {
        id: shape.id,
        params: [startParam()],
        create: (options: PuzzleOptions) => createFlip(shape, options),
      },
      () => {
        const say = flipWords();
        return {
          family: say.family,
          title: shape.title(),
          summary: say[summary],
          rules: say.rules,
          pageFigure: say[page],
        };
      },
    ),
  );

export const flipEntries: PuzzleEntry[] = [
  entry(lineShape, 'lineSummary', 'linePage'),
  entry(starShape, 'starSummary', 'starPage'),
];
