import { pieceNameAt } from '../puzzles/piece-layer.js';
import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { words } from '../words/words.js';
import { last, targetsOf } from './pick-path.js';
import type { Play } from './play-state.js';

/**
 * The game as words a screen reader reads: what is on a cell, a move as a
 * sentence, the board as rows. Cells are named by the numbers the family's
 * notation uses, pieces by the family's own names (`PieceKind.name`, or the
 * piece layer's for blocks), so every family is said the same way.
 */

/** What is on `cell`: the piece's name, or empty. */
export const cellContent = (puzzle: Puzzle, board: Board, cell: number): string =>
  pieceNameAt(puzzle, board, cell) ?? puzzle.emptyName ?? words().game.spoken.empty;

/** `cell 4: black` */
export const cellSentence = (puzzle: Puzzle, board: Board, cell: number): string =>
  words().game.spoken.cell(cellLabel(puzzle, cell), cellContent(puzzle, board, cell));

/** A cell as the family names it (`B3`), else its number. */
export const cellLabel = (puzzle: Pick<Puzzle, 'cellName'>, cell: number): string =>
  puzzle.cellName?.(cell) ?? String(cell);

/** `black moved from cell 0 to cell 5` (a press: `pressed B3`), from the position before the move. */
export const moveSentence = (puzzle: Puzzle, move: Move, before: Board): string => {
  const cells = puzzle.notation(move);
  if (puzzle.moveShape === 'press') return words().game.spoken.pressed(cellLabel(puzzle, cells[0]));
  const name = pieceNameAt(puzzle, before, cells[0]) ?? words().game.piece;
  return words().game.spoken.moved(name, cells);
};

/**
 * The board as rows of words, top to bottom, each cell left to right with its
 * number: `row 1: 0 black, 1 empty, 2 white`. Rows are the layout's rows, so
 * a graph board's rows are its lines of dots.
 */
export const boardRows = (puzzle: Puzzle, board: Board): string[] => {
  const say = words().game.spoken;
  const byRow = new Map<number, number[]>();
  puzzle.layout.cells.forEach((place, cell) => {
    const row = byRow.get(place.row);
    if (row) row.push(cell);
    else byRow.set(place.row, [cell]);
  });
  const { cells: places } = puzzle.layout;
  return [...byRow.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, cells], index) =>
      say.row(
        index + 1,
        cells
          .sort((a, b) => places[a].col - places[b].col)
          .map((cell) => say.rowCell(cellLabel(puzzle, cell), cellContent(puzzle, board, cell))),
      ),
    );
};

/**
 * Where the cursor is and what the player is doing, for the status line:
 * `cursor on cell 4: empty, a place to go · it can go to cells 4, 9`.
 */
export const cursorSentence = (play: Play, board: Board): string => {
  const say = words().game.spoken;
  const { puzzle } = play.game;
  const targets = targetsOf(play);
  const marks = [
    ...(play.pick && last(play.pick.path) === play.cursor ? [say.picked] : []),
    ...(targets.includes(play.cursor) ? [say.target] : []),
  ];
  const here = [cellSentence(puzzle, board, play.cursor), ...marks].join(say.also);
  const goes = play.pick && targets.length > 0 ? ` · ${say.goesTo(targets)}` : '';
  return `${say.cursor(here)}${goes}`;
};

/** The play with its note said in words (a move as a sentence, not as signs). */
export const spokenNotes = (play: Play): Play =>
  play.note?.spoken ? { ...play, note: { kind: play.note.kind, text: play.note.spoken } } : play;
