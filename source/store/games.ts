import { join } from 'node:path';
import type { Move, Puzzle, PuzzleOptions } from '../puzzles/types.js';
import { Invalid, readStored, type Stored, writeStored } from './json-file.js';

/** What is saved of a game: moves as notation, replayed through the rules on load. */
export type SavedGame = {
  readonly moves: readonly Move[];
  /** How many of `moves` are played (the rest can be redone). */
  readonly position: number;
  /** True once the solver's answer or a hint was adopted. */
  readonly assisted: boolean;
};

/** One name per puzzle variant: the id and the options that change the puzzle. */
export const variantKey = (id: string, options: PuzzleOptions): string => {
  const parts = [id];
  for (const name of ['n', 'hole', 'anywhere', 'start', 'goal'] as const) {
    const value = options[name];
    if (value !== undefined && value !== false) parts.push(`${name}=${String(value)}`);
  }
  return parts.join(' ');
};

/** A file name safe everywhere, stable for a variant. */
const fileName = (key: string): string => {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  const readable = key.split(' ')[0].replace(/[^a-z0-9-]/gi, '');
  return `${readable}-${hash.toString(16).padStart(8, '0')}.json`;
};

export const gamePath = (folder: string, key: string): string =>
  join(folder, 'games', fileName(key));

/** Finds the legal move whose notation is `cells`, or throws `Invalid`. */
const moveFromNotation = (
  puzzle: Puzzle,
  board: Uint8Array,
  cells: unknown,
  index: number,
): Move => {
  if (!Array.isArray(cells) || !cells.every((cell) => Number.isInteger(cell))) {
    throw new Invalid(`move ${index + 1} is not a list of cells`);
  }
  const legal = new Int32Array(puzzle.maxMoves);
  const count = puzzle.moves(board, legal);
  for (let i = 0; i < count; i++) {
    const notation = puzzle.notation(legal[i]);
    if (notation.length === cells.length && notation.every((cell, at) => cell === cells[at])) {
      return legal[i];
    }
  }
  throw new Invalid(`move ${index + 1} [${cells.join(', ')}] is not legal there`);
};

/** Reads the saved game of a variant, replaying its moves from the puzzle's start. */
export const loadGame = (folder: string, key: string, puzzle: Puzzle): Stored<SavedGame> =>
  readStored(gamePath(folder, key), (body) => {
    if (body.variant !== key) throw new Invalid('saved for another puzzle');
    const { moves, position, assisted } = body;
    if (!Array.isArray(moves)) throw new Invalid('no move list');
    if (!Number.isInteger(position) || typeof position !== 'number')
      throw new Invalid('no position');
    if (position < 0 || position > moves.length) throw new Invalid('position out of range');
    const board = puzzle.start.slice();
    const played = moves.map((cells: unknown, index) => {
      const move = moveFromNotation(puzzle, board, cells, index);
      puzzle.apply(board, move);
      return move;
    });
    return { moves: played, position, assisted: assisted === true };
  });

export const saveGame = (folder: string, key: string, puzzle: Puzzle, game: SavedGame): void => {
  writeStored(gamePath(folder, key), {
    variant: key,
    moves: game.moves.map((move) => puzzle.notation(move)),
    position: game.position,
    assisted: game.assisted,
  });
};
