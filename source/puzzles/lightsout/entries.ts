import { parseBoard } from '../board-text.js';
import { defineEntry } from '../entry.js';
import { type IntegerParam, integerOption, startParam, textOption } from '../params.js';
import type {
  Board,
  Layout,
  Move,
  PieceKind,
  PositionSpace,
  Puzzle,
  PuzzleEntry,
  PuzzleOptions,
} from '../puzzle.js';
import { withTexts } from '../texts.js';
import { type LightsAlgebra, lightsAlgebra, lightsDiameter, pressCells } from './algebra.js';
import { lightsWords } from './words.js';

const MIN_SIDE = 3;
const MAX_SIDE = 7;
const DEFAULT_SIDE = 5;
/** Sides whose 2^(side²) boards a whole map numbers (2^25 on 5×5: 8 MB of marks). */
const MAPPED_SIDE = 5;
/** A press switches its own lamp and at most four neighbours. */
const MOST_SWITCHED = 5;
const LIT = 1;

const LAMPS: readonly PieceKind[] = [
  withTexts(
    { code: LIT, char: 'O', look: { glyph: '●', ascii: 'O', tone: 'bright' } } as const,
    () => ({ name: lightsWords().lit }),
  ),
];

/** One algebra and diameter per side, made at first use (5×5's diameter walks 2^23 classes). */
const algebras = new Map<number, LightsAlgebra>();
const diameters = new Map<number, number>();
const algebraOf = (side: number): LightsAlgebra => {
  let algebra = algebras.get(side);
  if (!algebra) {
    algebra = lightsAlgebra(side);
    algebras.set(side, algebra);
  }
  return algebra;
};
const diameterOf = (side: number): number => {
  let diameter = diameters.get(side);
  if (diameter === undefined) {
    diameter = lightsDiameter(algebraOf(side));
    diameters.set(side, diameter);
  }
  return diameter;
};

/** Every board numbered by its lamps as bits: a press is an exclusive or. */
const lightsSpace = (side: number, masks: Int32Array): PositionSpace => {
  const n = side * side;
  return {
    positions: 2 ** n,
    key: `lightsout-${side}`,
    rank(board) {
      let index = 0;
      for (let cell = n - 1; cell >= 0; cell--) index = index * 2 + (board[cell] === LIT ? 1 : 0);
      return index;
    },
    unrank(index, board) {
      for (let cell = 0; cell < n; cell++) board[cell] = (index >>> cell) & 1;
    },
    mostNeighbours: n,
    neighbours(index, out) {
      for (let cell = 0; cell < n; cell++) out[cell] = index ^ masks[cell];
      return n;
    },
  };
};

const sideParam: IntegerParam = withTexts(
  {
    name: 'side',
    kind: 'integer',
    min: MIN_SIDE,
    max: MAX_SIDE,
    default: DEFAULT_SIDE,
    fold: 's',
    stepped: true,
  } as const,
  () => ({ help: lightsWords().sideHelp, label: lightsWords().sideLabel }),
);

const createLightsOut = (options: PuzzleOptions): Puzzle => {
  const side = integerOption(options, 'side') ?? DEFAULT_SIDE;
  const n = side * side;
  const given = textOption(options, 'start');
  const start =
    given === undefined ? new Uint8Array(n).fill(LIT) : parseBoard(given, LAMPS, n, 'start');
  const press = pressCells(side);
  const first = new Uint8Array(n + 1);
  press.forEach((cells, cell) => {
    first[cell + 1] = first[cell] + cells.length;
  });
  const switched = Uint8Array.from(press.flat());
  const masks = Int32Array.from(press, (cells) =>
    cells.reduce((mask, cell) => mask | (1 << cell), 0),
  );
  const algebra = algebraOf(side);
  const name = (cell: number): string =>
    lightsWords().cellName(cell % side, Math.floor(cell / side));

  const apply = (board: Board, move: Move): void => {
    const end = first[move + 1];
    for (let k = first[move]; k < end; k++) board[switched[k]] ^= LIT;
  };
  const distance = (board: Board): number => algebra.distance(board);

  return {
    id: 'lightsout',
    get title() {
      return side === DEFAULT_SIDE ? lightsWords().title : lightsWords().sideTitle(side);
    },
    layout: {
      style: 'boxed',
      cells: Array.from({ length: n }, (_, cell) => ({
        row: Math.floor(cell / side),
        col: cell % side,
      })),
      links: [],
      emptyAsHole: true,
    } satisfies Layout,
    pieces: LAMPS,
    cellCount: n,
    start,
    get goalText() {
      return lightsWords().goal;
    },
    goals: [new Uint8Array(n)],
    reversible: true,
    maxMoves: n,
    alwaysSolvable: algebra.quietCount === 0,
    positions: 2 ** n,
    get diameter() {
      return diameterOf(side);
    },
    isGoal(board) {
      for (let cell = 0; cell < n; cell++) if (board[cell] !== 0) return false;
      return true;
    },
    moves(_board, out) {
      for (let cell = 0; cell < n; cell++) out[cell] = cell;
      return n;
    },
    apply,
    undo: apply,
    inverse: (move) => move,
    canonical: (last, next) => next > last,
    notation: (move) => [move],
    moveShape: 'press',
    cellName: name,
    moveText: (move) => name(move),
    // Enter, Space or a click on a cell presses it: nothing is picked up first.
    interpret: (_board, cell) => ({ kind: 'move', move: cell }),
    get selectDoes() {
      return lightsWords().pressesDo;
    },
    get emptyName() {
      return lightsWords().off;
    },
    distance,
    unsolvableReason(board) {
      const failed = algebra.failedCheck(board);
      if (failed < 0) return null;
      return lightsWords().quietReason(algebra.quiet[failed].map(name).join(' '));
    },
    bounds: [
      {
        name: 'exact',
        get text() {
          return lightsWords().exactBound;
        },
        estimate: (board) => Math.max(0, distance(board)),
      },
      {
        name: 'lit',
        get text() {
          return lightsWords().litBound;
        },
        estimate(board) {
          let lit = 0;
          for (let cell = 0; cell < n; cell++) lit += board[cell];
          return Math.ceil(lit / MOST_SWITCHED);
        },
      },
    ],
    ...(side <= MAPPED_SIDE ? { space: () => lightsSpace(side, masks) } : {}),
    randomPosition(random, out) {
      out.fill(0);
      for (let cell = 0; cell < n; cell++) if (random() < 0.5) apply(out, cell);
    },
  };
};

export const lightsEntries: PuzzleEntry[] = [
  defineEntry(
    withTexts(
      { id: 'lightsout', params: [sideParam, startParam()], create: createLightsOut },
      () => {
        const say = lightsWords();
        return { family: say.family, title: say.title, summary: say.summary, rules: say.rules };
      },
    ),
  ),
];
