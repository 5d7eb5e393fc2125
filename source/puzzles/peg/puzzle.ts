import { PAGE_SPACE, parseBoard } from '../board-text.js';
import { booleanOption, integerOption, type PuzzleOptions, textOption } from '../params.js';
import { type Board, InputError, type PieceKind, type Puzzle } from '../puzzle.js';
import { withTexts } from '../texts.js';
import type { PegBoard } from './boards.js';
import { pegBounds } from './bounds.js';
import {
  applyChain,
  ChainLister,
  type ChainTables,
  chainNotation,
  chainTables,
  mostChains,
  undoChain,
} from './chains.js';
import { parityReason } from './parity.js';
import { ChainUnlister } from './unchains.js';
import { pegWords } from './words.js';

const PEG = 1;
const PIECES: readonly PieceKind[] = [
  withTexts(
    { code: PEG, char: 'o', look: { glyph: '●', ascii: 'o', tone: 'bright' } } as const,
    () => ({
      name: pegWords().peg,
    }),
  ),
];
/** No target hole: the last peg may stand anywhere. */
const ANYWHERE = -1;

export type PegVariant = {
  readonly id: string;
  /** In the current language (a getter over the family's words). */
  readonly title: string;
  readonly board: PegBoard;
  /** The first peg removed when neither --hole nor --start is given. */
  readonly defaultHole: number;
  /** The last peg must end where the first was removed, unless --anywhere. */
  readonly complementary: boolean;
};

type Prepared = { readonly tables: ChainTables; readonly maxMoves: number };
/** The exhaustive chain count runs once per board, not on every `create`. */
const preparedBoards = new WeakMap<PegBoard, Prepared>();

const prepare = (board: PegBoard): Prepared => {
  let prepared = preparedBoards.get(board);
  if (!prepared) {
    const tables = chainTables(board);
    prepared = { tables, maxMoves: mostChains(tables) };
    preparedBoards.set(board, prepared);
  }
  return prepared;
};

const countPegs = (board: Board): number => {
  let pegs = 0;
  for (let hole = 0; hole < board.length; hole++) if (board[hole] === PEG) pegs++;
  return pegs;
};

const singleEmptyHole = (board: Board): number => {
  const first = board.indexOf(0);
  return first >= 0 && board.indexOf(0, first + 1) < 0 ? first : ANYWHERE;
};

type Setup = { readonly start: Board; readonly target: number };

const setUp = (variant: PegVariant, options: PuzzleOptions): Setup => {
  const { size } = variant.board;
  const wantsPlace = variant.complementary && !booleanOption(options, 'anywhere');
  const givenHole = integerOption(options, 'hole');
  const startText = textOption(options, 'start');
  if (startText === undefined) {
    const hole = givenHole ?? variant.defaultHole;
    const start = new Uint8Array(size).fill(PEG);
    start[hole] = 0;
    return { start, target: wantsPlace ? hole : ANYWHERE };
  }
  if (!variant.complementary && givenHole !== undefined) {
    throw new InputError(pegWords().startOrHole(variant.id));
  }
  const start = parseBoard(startText, PIECES, size, 'start', PAGE_SPACE);
  const pegs = countPegs(start);
  if (pegs === 0) throw new InputError(pegWords().startNoPegs);
  if (pegs === size) {
    throw new InputError(pegWords().noEmptyHole);
  }
  if (!wantsPlace) return { start, target: ANYWHERE };
  const target = givenHole ?? singleEmptyHole(start);
  return { start, target };
};

export const createPegPuzzle = (variant: PegVariant, options: PuzzleOptions): Puzzle => {
  const { start, target } = setUp(variant, options);
  const { tables, maxMoves } = prepare(variant.board);
  const lister = new ChainLister(tables);
  const groupOf = Uint8Array.from(variant.board.groups);

  const unlister = new ChainUnlister(tables);
  const { size } = variant.board;
  const onePegIn = (hole: number): Board => {
    const board = new Uint8Array(size);
    board[hole] = PEG;
    return board;
  };
  const goalBoards =
    target === ANYWHERE
      ? Array.from({ length: size }, (_, hole) => onePegIn(hole))
      : [onePegIn(target)];

  const isGoal = (board: Board): boolean =>
    countPegs(board) === 1 && (target === ANYWHERE || board[target] === PEG);

  return {
    id: variant.id,
    get title() {
      return variant.title;
    },
    layout: variant.board.layout,
    pieces: PIECES,
    cellCount: size,
    start,
    get goalText() {
      return target === ANYWHERE ? pegWords().goalAnywhere : pegWords().goalIn(target);
    },
    goals: undefined,
    reversible: false,
    maxMoves,
    isGoal,
    moves: (board, out) => lister.list(board, out),
    apply: (board, move) => applyChain(tables, board, move),
    undo: (board, move) => undoChain(tables, board, move),
    notation: (move) => chainNotation(tables, move),
    // Each hole holds a peg or not.
    positions: 2 ** size,
    backward: { goals: goalBoards, predecessors: (board, out) => unlister.list(board, out) },
    bounds: pegBounds(variant.board, (hole) => target === ANYWHERE || hole === target, isGoal),
    unsolvableReason(board) {
      const pegs = countPegs(board);
      if (pegs === 0) return pegWords().noPegs;
      const parity = parityReason(groupOf, board, target);
      if (parity !== null) return parity;
      if (pegs === 1) {
        const last = board.indexOf(PEG);
        return isGoal(board) ? null : pegWords().wrongHole(last, target);
      }
      if (lister.list(board, null) === 0) return pegWords().noJump(pegs);
      return null;
    },
  };
};
