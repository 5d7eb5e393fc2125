import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  gameFromRecords,
  legalMoves,
  moveWithNotation,
  newGame,
  playMove,
  redo,
  restart,
  stepRecords,
  undo,
} from '../source/game/game.js';
import { formatBoard } from '../source/puzzles/board-text.js';
import { encodeFromTo, type Puzzle } from '../source/puzzles/puzzle.js';
import { makePuzzle } from './support.js';

const knights = makePuzzle('knights');
const text = (puzzle: Puzzle, board: Uint8Array): string => formatBoard(board, puzzle.pieces);
const move = (puzzle: Puzzle, board: Uint8Array, cells: number[]): number => {
  const found = moveWithNotation(puzzle, board, cells);
  if (found === undefined) throw new Error(`no move [${cells.join(', ')}]`);
  return found;
};

describe('game history (the midend state undo restores)', () => {
  it('counts real moves and takes them back and forth', () => {
    let game = newGame(knights);
    expect(canUndo(game)).toBe(false);
    game = playMove(game, move(knights, game.board, [0, 5]));
    game = playMove(game, move(knights, game.board, [9, 4]));
    expect(game.moves).toHaveLength(2);
    expect(text(knights, game.board)).toBe(
      text(knights, Uint8Array.from([0, 1, 1, 0, 2, 1, 0, 0, 0, 0, 2, 2])),
    );
    game = undo(game);
    expect(game.moves).toHaveLength(1);
    expect(canRedo(game)).toBe(true);
    game = redo(game);
    expect(game.moves).toHaveLength(2);
    game = undo(undo(game));
    expect(game.moves).toHaveLength(0);
    expect(Array.from(game.board)).toEqual(Array.from(knights.start));
    expect(undo(game)).toBe(game);
  });

  it('refuses an illegal move and leaves the game as it was', () => {
    const game = newGame(knights);
    const illegal = encodeFromTo(1, 4); // not a knight's move
    expect(legalMoves(knights, game.board)).not.toContain(illegal);
    expect(playMove(game, illegal)).toBe(game);
  });

  it('drops the redo steps when a new move is played', () => {
    let game = newGame(knights);
    game = playMove(game, move(knights, game.board, [0, 5]));
    game = undo(game);
    game = playMove(game, move(knights, game.board, [0, 7]));
    expect(canRedo(game)).toBe(false);
    expect(game.steps).toHaveLength(1);
  });

  it('makes restart one undoable step that keeps the moves it dropped', () => {
    let game = newGame(knights);
    game = playMove(game, move(knights, game.board, [0, 5]));
    game = playMove(game, move(knights, game.board, [9, 4]));
    const before = game.board;
    game = restart(game);
    expect(game.moves).toHaveLength(0);
    expect(Array.from(game.board)).toEqual(Array.from(knights.start));
    expect(restart(game)).toBe(game);
    game = undo(game);
    expect(game.moves).toHaveLength(2);
    expect(Array.from(game.board)).toEqual(Array.from(before));
    game = redo(game);
    expect(game.moves).toHaveLength(0);
  });

  it('saves steps as notation and replays them through the rules', () => {
    let game = newGame(knights);
    game = playMove(game, move(knights, game.board, [0, 5]));
    game = restart(game);
    game = playMove(game, move(knights, game.board, [1, 8]));
    game = playMove(game, move(knights, game.board, [10, 3]));
    game = undo(game);
    const records = stepRecords(game);
    expect(records).toEqual([[0, 5], 'restart', [1, 8], [10, 3]]);
    const loaded = gameFromRecords(knights, records, game.at);
    if (typeof loaded === 'string') throw new Error(loaded);
    expect(loaded.moves).toEqual(game.moves);
    expect(Array.from(loaded.board)).toEqual(Array.from(game.board));
    expect(redo(loaded).moves).toHaveLength(2);
    expect(gameFromRecords(knights, [[0, 1]], 1)).toMatch(/not a legal move/);
    expect(gameFromRecords(knights, ['restart'], 1)).toMatch(/restarts at the start/);
    expect(gameFromRecords(knights, [], 3)).toMatch(/outside/);
  });
});
