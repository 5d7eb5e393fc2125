import type { Board, Move, Puzzle } from '../puzzles/types.js';

/**
 * One undoable step. A restart is a step too (as in Simon Tatham's midend), so
 * it can be undone; it remembers the moves it dropped.
 */
export type Step =
  | { readonly kind: 'move'; readonly move: Move }
  | { readonly kind: 'restart'; readonly dropped: readonly Move[] };

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
  readonly line: readonly Move[];
  /** The position after `line`. Never mutated: every change makes a new board. */
  readonly board: Board;
  /** True once any move came from the solver rather than the player. */
  readonly assisted: boolean;
};

export const newGame = (puzzle: Puzzle): Game => ({
  puzzle,
  steps: [],
  at: 0,
  line: [],
  board: puzzle.start.slice(),
  assisted: false,
});

/** Every legal move of `board`, in the puzzle's order. */
export const legalMoves = (puzzle: Puzzle, board: Board): Move[] => {
  const out = new Int32Array(Math.max(1, puzzle.maxMoves));
  const count = puzzle.moves(board, out);
  return Array.from(out.subarray(0, count));
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

const replayFromStart = (puzzle: Puzzle, line: readonly Move[]): Board => {
  const board = puzzle.start.slice();
  for (const move of line) puzzle.apply(board, move);
  return board;
};

/** Plays a legal move; anything after the undo point is dropped. Illegal moves are refused. */
export const playMove = (game: Game, move: Move, assisted = false): Game => {
  if (!isLegal(game.puzzle, game.board, move)) return game;
  return {
    ...game,
    steps: [...game.steps.slice(0, game.at), { kind: 'move', move }],
    at: game.at + 1,
    line: [...game.line, move],
    board: applied(game.puzzle, game.board, move),
    assisted: game.assisted || assisted,
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
    return { ...game, at: game.at - 1, line: game.line.slice(0, -1), board };
  }
  return {
    ...game,
    at: game.at - 1,
    line: [...step.dropped],
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
      line: [...game.line, step.move],
      board: applied(game.puzzle, game.board, step.move),
    };
  }
  return { ...game, at: game.at + 1, line: [], board: game.puzzle.start.slice() };
};

/** Back to the start, as one undoable step. Does nothing at the start already. */
export const restart = (game: Game): Game => {
  if (game.line.length === 0) return game;
  return {
    ...game,
    steps: [...game.steps.slice(0, game.at), { kind: 'restart', dropped: game.line }],
    at: game.at + 1,
    line: [],
    board: game.puzzle.start.slice(),
  };
};

/** A step as plain data, for saving: a move's notation, or `"restart"`. */
export type StepRecord = readonly number[] | 'restart';

export const stepRecords = (game: Game): StepRecord[] =>
  game.steps.map((step) => (step.kind === 'move' ? game.puzzle.notation(step.move) : 'restart'));

/**
 * Rebuilds a game from saved steps by replaying them through the rules, in
 * time linear in the number of steps: one board played in place, the step list
 * and the line grown in place, and the position at `at` kept as it passes.
 * Returns a one-line reason instead when a step is not legal where it stands.
 */
export const gameFromRecords = (
  puzzle: Puzzle,
  records: readonly StepRecord[],
  at: number,
): Game | string => {
  if (!Number.isInteger(at) || at < 0 || at > records.length) {
    return `the undo position ${at} is outside 0..${records.length}`;
  }
  const steps: Step[] = [];
  let line: Move[] = [];
  const board = puzzle.start.slice();
  const moves = new Int32Array(Math.max(1, puzzle.maxMoves));
  let atLine: readonly Move[] = line;
  let atBoard: Board = board;
  const keepIfAt = (index: number): void => {
    if (index !== at) return;
    atLine = line.slice();
    atBoard = board.slice();
  };
  keepIfAt(0);
  for (const [index, record] of records.entries()) {
    if (record === 'restart') {
      if (line.length === 0) return `step ${index + 1} restarts at the start`;
      steps.push({ kind: 'restart', dropped: line });
      line = [];
      board.set(puzzle.start);
    } else {
      const move = moveIn(puzzle, board, record, moves);
      if (move === undefined) return `step ${index + 1} [${record.join(', ')}] is not a legal move`;
      steps.push({ kind: 'move', move });
      line.push(move);
      puzzle.apply(board, move);
    }
    keepIfAt(index + 1);
  }
  return { puzzle, steps, at, line: atLine, board: atBoard, assisted: false };
};

/** The legal move of `board` written as `cells`, using `out` for the move list. */
const moveIn = (
  puzzle: Puzzle,
  board: Board,
  cells: readonly number[],
  out: Int32Array,
): Move | undefined => {
  const count = puzzle.moves(board, out);
  for (let i = 0; i < count; i++) {
    if (sameCells(puzzle.notation(out[i]), cells)) return out[i];
  }
  return undefined;
};
