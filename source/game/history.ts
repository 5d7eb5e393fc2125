import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { words } from '../words/words.js';

/**
 * One undoable step. A restart is a step too (as in Simon Tatham's midend), so
 * it can be undone; it remembers the moves it dropped.
 */
export type Step =
  /** `aided`: the move was played with help (a tip shown for its position, or the solver's answer). */
  | { readonly kind: 'move'; readonly move: Move; readonly aided: boolean }
  | {
      readonly kind: 'restart';
      readonly dropped: readonly Move[];
      /** Which of the dropped moves were aided, so undoing the restart restores that too. */
      readonly droppedAided: readonly boolean[];
    };

/**
 * What undo restores: the steps taken and how many of them are in effect
 * (the rest can be redone). Nothing about the cursor or a picked piece.
 */
export type Game = {
  readonly puzzle: Puzzle;
  readonly steps: readonly Step[];
  /** Steps before `at` are in effect; steps from `at` on can be redone. */
  readonly at: number;
  /** The real puzzle moves from the start that are in effect; the counter is its length. */
  readonly moves: readonly Move[];
  /** Whether each of `moves` was played with help (same length as `moves`). */
  readonly aided: readonly boolean[];
  /** The position after `moves`. Never mutated: every change makes a new board. */
  readonly board: Board;
  /**
   * Time played before this sitting, as the save said (timeRule, play-time.ts):
   * absent for a new game (none), null for a save from before times were kept.
   * Not an undo step: every step carries it on.
   */
  readonly played?: number | null;
  /**
   * The solve panel showed this game an answer or a watched search: what is
   * seen stays seen, so every move played after it is helped, whatever is
   * undone or restarted, and the save keeps it. Not an undo step.
   */
  readonly answerSeen?: boolean;
};

export const newGame = (puzzle: Puzzle): Game => ({
  puzzle,
  steps: [],
  at: 0,
  moves: [],
  aided: [],
  board: puzzle.start.slice(),
});

/**
 * What counts as help, in the player's words (the `?` screen shows it). The
 * counter, the solved summary, the records, the review, the save and the
 * daily's share line all ask `usedHelp`.
 */
export const helpRule = (): string => words().game.helpRule;

/**
 * Help belongs to the moves, not to the game: a line in effect whose moves
 * were all played without help is unaided, whatever was undone or restarted away.
 */
export const usedHelp = (game: Game): boolean => game.aided.includes(true);

/**
 * Every legal move of `board`, in the puzzle's order. A family that reports
 * more moves than its `maxMoves` has a bug the searches would hide (their
 * buffers hold `maxMoves`, so the extra moves are silently never tried): it
 * is said here, where a game asks for moves, instead of dropped.
 */
export const legalMoves = (puzzle: Puzzle, board: Board): Move[] => {
  const out = new Int32Array(Math.max(1, puzzle.maxMoves));
  return Array.from(out.subarray(0, checkedMoves(puzzle, board, out)));
};

/** `puzzle.moves`, refusing a count past `maxMoves` (see `legalMoves`). */
const checkedMoves = (puzzle: Puzzle, board: Board, out: Int32Array): number => {
  const count = puzzle.moves(board, out);
  if (count > puzzle.maxMoves) {
    throw new Error(`${puzzle.id} made ${count} moves, more than its maxMoves ${puzzle.maxMoves}`);
  }
  return count;
};

export const isLegal = (puzzle: Puzzle, board: Board, move: Move): boolean =>
  legalMoves(puzzle, board).includes(move);

const sameCells = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((cell, index) => cell === b[index]);

/** The legal move of `board` written as `cells` (its notation), if there is one. */
export const moveWithNotation = (
  puzzle: Puzzle,
  board: Board,
  cells: readonly number[],
): Move | undefined =>
  legalMoves(puzzle, board).find((move) => sameCells(puzzle.notation(move), cells));

const applied = (puzzle: Puzzle, board: Board, move: Move): Board => {
  const next = board.slice();
  puzzle.apply(next, move);
  return next;
};

const replayFromStart = (puzzle: Puzzle, moves: readonly Move[]): Board => {
  const board = puzzle.start.slice();
  for (const move of moves) puzzle.apply(board, move);
  return board;
};

/**
 * Plays a legal move; anything after the undo point is dropped. Illegal moves
 * are refused. `aided`: the player had help with this move.
 */
export const playMove = (game: Game, move: Move, aided = false): Game => {
  if (!isLegal(game.puzzle, game.board, move)) return game;
  return {
    ...game,
    steps: [...game.steps.slice(0, game.at), { kind: 'move', move, aided }],
    at: game.at + 1,
    moves: [...game.moves, move],
    aided: [...game.aided, aided],
    board: applied(game.puzzle, game.board, move),
  };
};

export const canUndo = (game: Game): boolean => game.at > 0;
export const canRedo = (game: Game): boolean => game.at < game.steps.length;

export const undo = (game: Game): Game => {
  if (!canUndo(game)) return game;
  const step = game.steps[game.at - 1];
  if (step.kind === 'move') {
    const board = game.board.slice();
    game.puzzle.undo(board, step.move);
    return {
      ...game,
      at: game.at - 1,
      moves: game.moves.slice(0, -1),
      aided: game.aided.slice(0, -1),
      board,
    };
  }
  return {
    ...game,
    at: game.at - 1,
    moves: [...step.dropped],
    aided: [...step.droppedAided],
    board: replayFromStart(game.puzzle, step.dropped),
  };
};

export const redo = (game: Game): Game => {
  if (!canRedo(game)) return game;
  const step = game.steps[game.at];
  if (step.kind === 'move') {
    return {
      ...game,
      at: game.at + 1,
      moves: [...game.moves, step.move],
      aided: [...game.aided, step.aided],
      board: applied(game.puzzle, game.board, step.move),
    };
  }
  return { ...game, at: game.at + 1, moves: [], aided: [], board: game.puzzle.start.slice() };
};

/** Back to the start, as one undoable step. Does nothing at the start already. */
export const restart = (game: Game): Game => {
  if (game.moves.length === 0) return game;
  return {
    ...game,
    steps: [
      ...game.steps.slice(0, game.at),
      { kind: 'restart', dropped: game.moves, droppedAided: game.aided },
    ],
    at: game.at + 1,
    moves: [],
    aided: [],
    board: game.puzzle.start.slice(),
  };
};

/** A step as plain data, for saving: a move's notation, or `"restart"`. */
export type StepRecord = readonly number[] | 'restart';

export const stepRecords = (game: Game): StepRecord[] =>
  game.steps.map((step) => (step.kind === 'move' ? game.puzzle.notation(step.move) : 'restart'));

/** The indices of the steps that are aided moves, for saving. */
export const aidedSteps = (game: Game): number[] =>
  game.steps.flatMap((step, index) => (step.kind === 'move' && step.aided ? [index] : []));

/**
 * Rebuilds a game from saved steps by replaying them through the rules, in
 * time linear in the number of steps: one board played in place, the step list
 * and the moves in effect grown in place, and the position at `at` kept as it passes.
 * `aided` holds the indices of the steps that were aided moves.
 * Returns a one-line reason instead when a step is not legal where it stands.
 */
export const gameFromRecords = (
  puzzle: Puzzle,
  records: readonly StepRecord[],
  at: number,
  aided: ReadonlySet<number> = new Set(),
): Game | string => {
  if (!Number.isInteger(at) || at < 0 || at > records.length) {
    return words().game.restore.undoOutside(at, records.length);
  }
  const steps: Step[] = [];
  let moves: Move[] = [];
  let movesAided: boolean[] = [];
  const board = puzzle.start.slice();
  const buffer = new Int32Array(Math.max(1, puzzle.maxMoves));
  let atMoves: readonly Move[] = moves;
  let atAided: readonly boolean[] = movesAided;
  let atBoard: Board = board;
  const keepIfAt = (index: number): void => {
    if (index !== at) return;
    atMoves = moves.slice();
    atAided = movesAided.slice();
    atBoard = board.slice();
  };
  keepIfAt(0);
  for (const [index, record] of records.entries()) {
    if (record === 'restart') {
      if (moves.length === 0) return words().game.restore.restartAtStart(index + 1);
      steps.push({ kind: 'restart', dropped: moves, droppedAided: movesAided });
      moves = [];
      movesAided = [];
      board.set(puzzle.start);
    } else {
      const move = moveIn(puzzle, board, record, buffer);
      if (move === undefined) return words().game.restore.notLegal(index + 1, record.join(', '));
      const helped = aided.has(index);
      steps.push({ kind: 'move', move, aided: helped });
      moves.push(move);
      movesAided.push(helped);
      puzzle.apply(board, move);
    }
    keepIfAt(index + 1);
  }
  return { puzzle, steps, at, moves: atMoves, aided: atAided, board: atBoard };
};

/** The legal move of `board` written as `cells`, using `out` for the move list. */
const moveIn = (
  puzzle: Puzzle,
  board: Board,
  cells: readonly number[],
  out: Int32Array,
): Move | undefined => {
  const count = checkedMoves(puzzle, board, out);
  for (let i = 0; i < count; i++) {
    if (sameCells(puzzle.notation(out[i]), cells)) return out[i];
  }
  return undefined;
};
