import { nextCells as cellsAhead, type Direction, nextCell, type Point } from '../board/board.js';
import type { Move, Puzzle } from '../puzzles/puzzle.js';
import { moveLabel } from '../text/format.js';
import { words } from '../words/words.js';
import {
  type Game,
  legalMoves,
  moveWithNotation,
  newGame,
  playMove,
  redo,
  restart,
  type Step,
  undo,
} from './history.js';
import {
  last,
  movesFrom,
  nextCells,
  partialMove,
  pieceName,
  shownBoard,
  targetsOf,
} from './pick-path.js';
import type { Note, Play } from './play-state.js';
import { moveSentence } from './spoken.js';

export type { Note, Pick, Play } from './play-state.js';

export type PlayCommand =
  | { readonly type: 'cursor'; readonly direction: Direction }
  /** An arrow key: a move where the puzzle plays by arrows (`arrowMove`), else the cursor. */
  | { readonly type: 'arrow'; readonly direction: Direction }
  | { readonly type: 'select' }
  | { readonly type: 'drop' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'restart' }
  /** The player asks for a tip about the position in effect (a chain in progress ends first). */
  | { readonly type: 'tip' }
  /**
   * A click: on a cell, the cursor goes there and it is as Enter, except that
   * with a piece picked up a click on an empty cell it cannot go to, or off
   * the board (no cell), puts it down.
   */
  | { readonly type: 'click'; readonly cell: number | undefined }
  /** Moves from the solver, played one by one as undoable steps. */
  | { readonly type: 'adopt'; readonly moves: readonly Move[] }
  /** Any other key of the play screen: what the last key said has had its time. */
  | { readonly type: 'heard' }
  /** Help now on show (the coach turned on or off, an answer shown in the panel). */
  | { readonly type: 'shown'; readonly coach?: boolean; readonly answer?: true }
  /** The `onlyMove` setting: whether picking a piece with one legal move plays it. */
  | { readonly type: 'only-move'; readonly on: boolean };

/** A fresh game of `puzzle`, or `game` carried on (a resumed save); `note` greets the player. */
export const newPlay = (
  puzzle: Puzzle,
  centres: readonly Point[],
  game: Game = newGame(puzzle),
  note: Note | null = null,
): Play => ({
  game,
  centres,
  cursor: 0,
  cursorTies: 0,
  pick: null,
  note,
  moved: [],
  tipFor: null,
  shown: { coach: false },
});

/** Whether a move played now counts as played with help (helpRule). */
export const helpOnShow = (play: Play): boolean =>
  tipAsked(play) || play.shown.coach || play.game.answerSeen === true;

/** Whether a tip was asked for the position in effect. */
export const tipAsked = (play: Play): boolean => play.tipFor === play.game.board;

const withNote = (play: Play, kind: Note['kind'], text: string): Play => ({
  ...play,
  note: { kind, text },
});

/**
 * Plays `move` and clears the pick; the landing cell is marked as moved, and
 * the status line names the move as the family writes it (`7 ↓`, `0→5`). A
 * tip in view makes it aided.
 */
const commit = (play: Play, move: Move): Play => {
  const { puzzle, board } = play.game;
  const game = playMove(play.game, move, helpOnShow(play));
  if (game === play.game)
    return withNote({ ...play, pick: null }, 'error', words().game.notes.notLegal);
  const spoken = moveSentence(puzzle, move, board);
  // A press says itself (`pressed B3`); a path is the move as the family writes it (`played 7 ↓`).
  const text =
    puzzle.moveShape === 'press'
      ? spoken
      : words().game.notes.moved(moveLabel(puzzle, move, false, board));
  const note: Note = { kind: 'info', text, spoken };
  return { ...play, game, pick: null, note, moved: [last(puzzle.notation(move))] };
};

/**
 * An undone or redone step, said to a screen reader only (the board shows it):
 * `before` is the game whose board the step's move was played on.
 */
const stepSaid = (before: Game, step: Step, how: 'undone' | 'redone'): Note => {
  const say = words().game.spoken;
  const text =
    step.kind === 'move'
      ? say[how](moveSentence(before.puzzle, step.move, before.board))
      : how === 'undone'
        ? say.restartUndone
        : words().game.notes.backToStart;
  return { kind: 'info', text: '', spoken: text, quiet: true };
};

/** Ends a chain in progress as one move; a fresh pick is simply dropped. */
const settle = (play: Play): Play => {
  const move = partialMove(play);
  if (move !== undefined) return commit(play, move);
  return play.pick ? { ...play, pick: null } : play;
};

/**
 * The game as it stands once a peg chain in progress is ended as a move: what
 * leaving the screen (`q`, Ctrl-C) keeps, so no jump already made is lost.
 */
export const settledGame = (play: Play): Game => settle(play).game;

const pickAt = (play: Play, cell: number): Play => {
  const { puzzle, board } = play.game;
  const name = pieceName(puzzle, board, cell);
  if (board[cell] === 0 || name === undefined) {
    return withNote(play, 'error', words().game.notes.emptyCell);
  }
  const moves = movesFrom(puzzle, board, cell);
  if (moves.length === 0) {
    if (legalMoves(puzzle, board).length === 0) {
      const say = words().game;
      return withNote(play, 'error', say.stuck(say.deadEndKeys));
    }
    const why = puzzle.whyStuck?.(board, cell) ?? words().game.notes.noMoveFor(name);
    return withNote(play, 'error', why);
  }
  if (moves.length === 1 && play.onlyMove !== false) {
    const moved = commit(play, moves[0]);
    if (moved.game === play.game) return moved;
    const say = words().game.notes;
    const note: Note = {
      kind: 'info',
      text: say.onlyMove(moveLabel(puzzle, moves[0], false, board)),
      spoken: say.onlyMove(moveSentence(puzzle, moves[0], board)),
    };
    return { ...moved, note };
  }
  // A block's moves start on one of its cells, the same for all: the pick stands there.
  return { ...play, pick: { path: [puzzle.notation(moves[0])[0]] }, note: null, moved: [] };
};

/** Enter or a click where the family reads its own input (`Puzzle.interpret`); undefined: pick → path. */
const interpreted = (play: Play): Play | undefined => {
  const { puzzle, board } = play.game;
  const read = puzzle.interpret?.(board, play.cursor, play.pick?.path ?? null);
  if (!read) return undefined;
  switch (read.kind) {
    case 'move':
      return commit(play, read.move);
    case 'pick':
      return { ...play, pick: { path: [read.cell] }, note: null, moved: [] };
    case 'none':
      return withNote(play, 'error', read.why ?? words().game.notes.cannotGo);
  }
};

const select = (play: Play): Play => {
  const own = interpreted(play);
  if (own) return own;
  const { cursor, pick } = play;
  if (!pick) return pickAt(play, cursor);
  const { puzzle, board } = play.game;
  const path = pick.path;
  if (nextCells(puzzle, board, path).includes(cursor)) {
    const longer = [...path, cursor];
    const move = moveWithNotation(puzzle, board, longer);
    // The cells lead on but this prefix is not a move by itself: keep going.
    if (move === undefined || nextCells(puzzle, board, longer).length > 0) {
      return {
        ...play,
        pick: { path: longer },
        moved: [cursor],
        note: { kind: 'info', text: words().game.notes.jumpOn },
      };
    }
    return commit(play, move);
  }
  if (cursor === last(path)) {
    const settled = settle(play);
    return path.length > 1 ? settled : withNote(settled, 'info', words().game.notes.putDown);
  }
  const shown = shownBoard(play);
  if (shown[cursor] !== 0) return pickAt(settle(play), cursor);
  return withNote(play, 'error', words().game.notes.cannotGo);
};

/** Row and column steps of each arrow. */
const ARROW_STEPS: Readonly<Record<Direction, readonly [number, number]>> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};

/**
 * An arrow with a block picked (families with a piece layer): the block goes
 * on to the nearest cell its moves reach that way. Where a move may go on
 * (any distance along a path), the arrows build it as a chain that Enter or
 * the next action ends; else the move is played and the block stays picked.
 */
const stepPicked = (play: Play, direction: Direction): Play => {
  const { puzzle, board } = play.game;
  const path = play.pick?.path ?? [];
  const places = puzzle.layout.cells;
  const from = places[last(path)];
  const [rows, cols] = ARROW_STEPS[direction];
  const ahead = nextCells(puzzle, board, path)
    .map((cell) => ({
      cell,
      rowStep: places[cell].row - from.row,
      colStep: places[cell].col - from.col,
    }))
    .filter(({ rowStep, colStep }) => Math.sign(rowStep) === rows && Math.sign(colStep) === cols)
    .sort(
      (a, b) =>
        Math.abs(a.rowStep) + Math.abs(a.colStep) - Math.abs(b.rowStep) - Math.abs(b.colStep),
    );
  if (ahead.length === 0) {
    const say = words().game.notes;
    return withNote(play, 'info', say.noSlide(say.directions[direction]));
  }
  const stepped = select({ ...play, cursor: ahead[0].cell });
  if (stepped.pick || stepped.game === play.game) return stepped;
  const landing = stepped.moved[0];
  const onward = landing === undefined ? [] : movesFrom(puzzle, stepped.game.board, landing);
  if (onward.length === 0) return stepped;
  return { ...stepped, cursor: landing, pick: { path: [puzzle.notation(onward[0])[0]] } };
};

/** The midend: every key the play screen understands comes here as a command. */
export const reducePlay = (play: Play, command: PlayCommand): Play => {
  switch (command.type) {
    case 'cursor': {
      const { centres, cursor: from, cursorCame, cursorTies } = play;
      const cursor = nextCell(centres, from, command.direction, cursorCame, cursorTies);
      const tied = cellsAhead(centres, from, command.direction).length > 1;
      return {
        ...play,
        cursor,
        cursorCame: cursor === from ? cursorCame : from,
        cursorTies: cursorTies + (tied ? 1 : 0),
        note: null,
      };
    }
    case 'arrow': {
      const { puzzle } = play.game;
      if (puzzle.pieceLayer && play.pick) return stepPicked(play, command.direction);
      if (!puzzle.arrowMove)
        return reducePlay(play, { type: 'cursor', direction: command.direction });
      const settled = settle(play);
      const move = puzzle.arrowMove(settled.game.board, command.direction);
      if (move === undefined) {
        const say = words().game.notes;
        return withNote(settled, 'info', say.noSlide(say.directions[command.direction]));
      }
      return commit(settled, move);
    }
    case 'select':
      return select(play.note === null ? play : { ...play, note: null });
    case 'click': {
      const { cell } = command;
      if (cell === undefined) return play.pick ? reducePlay(play, { type: 'drop' }) : play;
      const at: Play = { ...play, cursor: cell, cursorCame: undefined, cursorTies: 0, note: null };
      if (at.pick && shownBoard(at)[cell] === 0 && !targetsOf(at).includes(cell)) {
        return reducePlay(at, { type: 'drop' });
      }
      return select(at);
    }
    case 'drop': {
      if (!play.pick) return withNote(play, 'info', words().game.notes.nothingPicked);
      const settled = settle(play);
      return play.pick.path.length > 1
        ? settled
        : withNote(settled, 'info', words().game.notes.putDown);
    }
    case 'undo': {
      const settled = settle(play);
      const game = undo(settled.game);
      if (game === settled.game) return withNote(settled, 'info', words().game.notes.nothingToUndo);
      const undone = settled.game.steps[settled.game.at - 1];
      return { ...settled, game, note: stepSaid(game, undone, 'undone'), moved: [] };
    }
    case 'redo': {
      const settled = settle(play);
      const game = redo(settled.game);
      if (game === settled.game) return withNote(settled, 'info', words().game.notes.nothingToRedo);
      const step = game.steps[game.at - 1];
      const moved = step.kind === 'move' ? [last(game.puzzle.notation(step.move))] : [];
      return { ...settled, game, note: stepSaid(settled.game, step, 'redone'), moved };
    }
    case 'restart': {
      const settled = settle(play);
      const game = restart(settled.game);
      if (game === settled.game) return withNote(settled, 'info', words().game.notes.atStart);
      return withNote({ ...settled, game, moved: [] }, 'info', words().game.notes.backToStart);
    }
    case 'tip': {
      // `t` again takes the tip away.
      if (tipAsked(play) && !play.pick) return { ...play, tipFor: null, note: null };
      const settled = settle(play);
      return { ...settled, tipFor: settled.game.board, note: null };
    }
    case 'heard':
      return play.note === null ? play : { ...play, note: null };
    case 'only-move':
      return (play.onlyMove !== false) === command.on ? play : { ...play, onlyMove: command.on };
    case 'shown': {
      const coach = command.coach ?? play.shown.coach;
      const seen = command.answer === true && play.game.answerSeen !== true;
      if (coach === play.shown.coach && !seen) return play;
      return {
        ...play,
        shown: { coach },
        game: seen ? { ...play.game, answerSeen: true } : play.game,
      };
    }
    case 'adopt': {
      let game = settle(play).game;
      for (const move of command.moves) {
        const next = playMove(game, move, true);
        if (next === game) break;
        game = next;
      }
      const lastMove = game.moves[game.moves.length - 1];
      const moved = lastMove === undefined ? [] : [last(game.puzzle.notation(lastMove))];
      return { ...play, game, pick: null, note: null, moved };
    }
  }
};
