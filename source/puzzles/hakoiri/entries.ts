import { parseBoard } from '../board-text.js';
import { defineEntry } from '../entry.js';
import { type BooleanParam, booleanOption, startParam, textOption } from '../params.js';
import {
  type Board,
  InputError,
  type PositionSpace,
  type Puzzle,
  type PuzzleEntry,
  type PuzzleOptions,
} from '../puzzle.js';
import { withTexts } from '../texts.js';
import {
  anchorsOf,
  CELLS,
  DAUGHTER,
  EXIT_ANCHOR,
  LAYOUT,
  PARTS,
  type Shape,
  shapeAt,
} from './box.js';
import { blockRules, invertBlockMove, mostMoves, moveFrom, moveTo } from './rules.js';
import { type BlockCounts, blockSpace, countArrangements } from './space.js';
import { hakoiriWords } from './words.js';

/**
 * The starts the pages print, by the names `--start` takes: the classic one
 * (the Chinese Huarong Dao's 横刀立马), and two more of the Huarong Dao's
 * named layouts with the same blocks.
 */
const STARTS = {
  classic: 'TDDT BDDB TLRT BooB o..o',
  command: 'TDDT BDDB oLRo TooT B..B',
  three: 'oDDo TDDT BLRB TooT B..B',
} as const;
type StartName = keyof typeof STARTS;
const START_NAMES = Object.keys(STARTS) as StartName[];

const farParam: BooleanParam = withTexts(
  { name: 'far', kind: 'boolean', fold: 'far' } as const,
  () => ({ help: hakoiriWords().farHelp }),
);

/** Reads a start, a page's by name or a board string, and checks that its blocks are whole. */
const readStart = (text: string): Board => {
  const say = hakoiriWords();
  const named = START_NAMES.find((name) => name === text);
  const board = parseBoard(named ? STARTS[named] : text, PARTS, CELLS, 'start');
  const { broken } = anchorsOf(board);
  if (broken >= 0) throw new InputError(say.brokenBlock('start', broken));
  if (board.filter((code) => code === DAUGHTER).length !== 4) {
    throw new InputError(say.notOneDaughter('start'));
  }
  if (!board.includes(0)) throw new InputError(say.noEmpty('start'));
  return board;
};

const countsOf = (board: Board): BlockCounts => {
  const counts: Record<Shape, number> = { daughter: 0, tall: 0, wide: 0, small: 0 };
  const { anchors } = anchorsOf(board);
  anchors.forEach((anchor, cell) => {
    const shape = shapeAt(board[cell]);
    if (anchor === cell && shape) counts[shape]++;
  });
  return counts;
};

/** The name of the block covering `cell`: its shape's names in reading order, as the page names the classic start. */
const blockName = (board: Board, cell: number): string => {
  const { anchors } = anchorsOf(board);
  const anchor = anchors[cell];
  const shape = shapeAt(board[anchor]);
  if (!shape) return '';
  let rank = 0;
  for (let other = 0; other < anchor; other++) {
    if (anchors[other] === other && shapeAt(board[other]) === shape) rank++;
  }
  const names = hakoiriWords().names[shape];
  return names[Math.min(rank, names.length - 1)];
};

/**
 * Spaces made in this process, by their key (the blocks and the rules): a
 * new game, deal or analysis of the same blocks numbers them as the last did.
 */
const spaces = new Map<string, PositionSpace>();

export const createHakoiri = (options: PuzzleOptions): Puzzle => {
  const far = booleanOption(options, 'far');
  const start = readStart(textOption(options, 'start') ?? 'classic');
  const counts = countsOf(start);
  const blocks = counts.daughter + counts.tall + counts.wide + counts.small;
  const rules = blockRules(far);
  const key = `hakoiri-d${counts.daughter}t${counts.tall}w${counts.wide}s${counts.small}-${far ? 'far' : 'cell'}`;
  let space: PositionSpace | undefined;
  let positions: number | undefined;
  const numbered = (): PositionSpace => {
    space ??= spaces.get(key);
    if (!space) {
      space = blockSpace(counts, rules, key, mostMoves(blocks, far));
      spaces.set(key, space);
    }
    return space;
  };
  return {
    id: 'hakoiri',
    get title() {
      return hakoiriWords().title;
    },
    layout: LAYOUT,
    pieces: PARTS,
    pieceLayer: {
      groups(board, out) {
        out.set(anchorsOf(board).anchors);
      },
      name: blockName,
    },
    cellCount: CELLS,
    start,
    get goalText() {
      return hakoiriWords().goal;
    },
    goals: undefined,
    reversible: true,
    maxMoves: mostMoves(blocks, far),
    // The daughter is the only block of D; her top-left cell is the first D.
    isGoal: (board) =>
      board[EXIT_ANCHOR] === DAUGHTER &&
      board[EXIT_ANCHOR + 1] === DAUGHTER &&
      board[EXIT_ANCHOR - 4] !== DAUGHTER &&
      board[EXIT_ANCHOR - 3] !== DAUGHTER,
    moves: rules.moves,
    apply: rules.apply,
    undo: rules.undo,
    inverse: invertBlockMove,
    notation: (move) => [moveFrom(move), moveTo(move)],
    get positions() {
      // Counted without the space, unless it is made already.
      positions ??= (space ?? spaces.get(key))?.positions ?? countArrangements(counts);
      return positions;
    },
    space: numbered,
  };
};

export const hakoiriEntries: PuzzleEntry[] = [
  defineEntry(
    withTexts(
      {
        id: 'hakoiri',
        params: [startParam(START_NAMES, { usual: 'classic', label: '#' }), farParam],
        create: createHakoiri,
      },
      () => {
        const say = hakoiriWords();
        return {
          family: say.family,
          title: say.title,
          summary: say.summary,
          rules: say.rules,
          pageFigure: say.page,
        };
      },
    ),
  ),
];
