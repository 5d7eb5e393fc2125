import fc from 'fast-check';
import { cellCentres, type Direction } from '../source/board/board.js';
import { type Game, legalMoves } from '../source/game/history.js';
import { movesFrom } from '../source/game/pick-path.js';
import { newPlay, type Play, reducePlay } from '../source/game/play.js';
import type { Puzzle } from '../source/puzzles/puzzle.js';
import { arrowsTo, KEYS } from './ui-support.js';

/**
 * The keys the storms of test/storm-keys.test.tsx type: fast-check arbitraries
 * for each screen, and whole legal moves typed as keys.
 */

export const EXTRA = {
  home: '\u001B[H',
  end: '\u001B[F',
  pageUp: '\u001B[5~',
  pageDown: '\u001B[6~',
  tab: '\t',
  backspace: '\u007F',
  delete: '\u001B[3~',
  shiftTab: '\u001B[Z',
  ctrlZ: '\u001A',
  altX: '\u001Bx',
  f1: '\u001BOP',
} as const;

const { up, down, left, right, enter, space, escape: esc } = KEYS;
export const key = (...keys: string[]) => fc.constantFrom(...keys);
/** Keys no screen gives a meaning to, and stray bytes. */
const noise = fc.oneof(
  key(...Object.values(EXTRA), 'x', 'Z', '0', '9', '!', '/'),
  fc.string({ minLength: 1, maxLength: 3 }),
);

/**
 * A mouse report as a terminal sends it, anywhere on a large window: a press
 * (left, right), a release, a drag, a wheel turn, the SGR way or the X10 way.
 */
export const mouseReport: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(0, 2, 32, 64, 65),
    fc.integer({ min: 1, max: 140 }),
    fc.integer({ min: 1, max: 45 }),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([button, x, y, release, x10]) =>
    x10
      ? `\u001B[M${String.fromCharCode(32 + (release ? 3 : button), 32 + x, 32 + y)}`
      : `\u001B[<${button};${x};${y}${release ? 'm' : 'M'}`,
  );

/**
 * A whole legal move typed by keys (Esc, the cursor home, then the piece and
 * where it goes): the `n`-th legal move of the position the game is in then,
 * so that storms really play and not only wander.
 */
type MoveToken = { readonly move: number };
export type Token = string | MoveToken;
const aMove: fc.Arbitrary<Token> = fc.nat().map((move) => ({ move }));

/** A storm's keys: mostly the ones that matter on its screen, some that lead away, some noise, the mouse. */
export const keysFor = (
  main: fc.Arbitrary<Token>,
  away: fc.Arbitrary<Token>,
  length: { minLength: number; maxLength: number },
) =>
  fc.array<Token>(
    fc.oneof(
      { weight: 16, arbitrary: main },
      { weight: 2, arbitrary: away },
      { weight: 1, arbitrary: noise },
      { weight: 2, arbitrary: mouseReport },
      // A burst in one read (a paste, a held key).
      {
        weight: 1,
        arbitrary: fc.array(main, { minLength: 2, maxLength: 4 }).map((keys) => keys.join('')),
      },
    ),
    length,
  );

/** Play: the cursor, picking and moving, whole moves, undo, redo, restart. */
export const playing: fc.Arbitrary<Token> = fc.oneof(
  { weight: 5, arbitrary: key(up, down, left, right, 'h', 'j', 'k', 'l') },
  { weight: 3, arbitrary: key(enter, space) },
  { weight: 3, arbitrary: aMove },
  { weight: 2, arbitrary: key('u', 'r', 'R', esc) },
);

const ARROW: Readonly<Record<Direction, string>> = { up, down, left, right };

const HOMING_PATTERNS: readonly Direction[][] = [
  ['up', 'left'],
  ['left', 'up'],
  ['up', 'right'],
  ['down', 'left'],
  ['up'],
  ['left'],
];

/**
 * The fewest arrow keys (a corner's two directions in turn, or one) that bring the cursor to one
 * cell from wherever it is, and that cell; found by asking the play rules.
 */
const homing = (puzzle: Puzzle): { keys: string[]; cell: number } => {
  const play = newPlay(puzzle, cellCentres(puzzle));
  const step = (now: Play, direction: Direction): Play =>
    reducePlay(now, { type: 'cursor', direction });
  // Ties break by where the cursor came from and by turns: try every such history.
  const cells = Array.from({ length: puzzle.cellCount }, (_, cell) => cell);
  const starts = cells.flatMap((cursor) =>
    [undefined, ...cells].flatMap((cursorCame) =>
      [0, 1].map((cursorTies): Play => ({ ...play, cursor, cursorCame, cursorTies })),
    ),
  );
  for (let times = 1; times <= puzzle.cellCount; times++) {
    for (const pattern of HOMING_PATTERNS) {
      const directions = Array.from({ length: times }, () => pattern).flat();
      const ends = new Set(starts.map((start) => directions.reduce(step, start).cursor));
      if (ends.size === 1) {
        return { keys: directions.map((direction) => ARROW[direction]), cell: [...ends][0] };
      }
    }
  }
  throw new Error(`no keys bring the cursor home on ${puzzle.id}`);
};
/** By puzzle id and size: each storm opens its puzzle afresh, and the homing keys stay the same. */
const homes = new Map<string, { keys: string[]; cell: number }>();

/** The keys of the `n`-th legal move of `game`, from wherever the cursor is; none when nothing can move. */
export const moveKeys = (game: Game, n: number): string[] => {
  const { puzzle, board } = game;
  const moves = legalMoves(puzzle, board);
  if (moves.length === 0) return [];
  const cells = puzzle.notation(moves[n % moves.length]);
  const name = `${puzzle.id}:${puzzle.cellCount}`;
  const home = homes.get(name) ?? homing(puzzle);
  homes.set(name, home);
  const keys = [...home.keys, ...arrowsTo(puzzle, home.cell, cells[0]), enter];
  // A piece with one legal move goes at once.
  if (movesFrom(puzzle, board, cells[0]).length === 1) return keys;
  for (let at = 1; at < cells.length; at++) {
    keys.push(...arrowsTo(puzzle, cells[at - 1], cells[at]), enter);
  }
  // A peg chain that could go on ends with Enter on the peg itself.
  const longer = movesFrom(puzzle, board, cells[0]).some(
    (move) =>
      puzzle.notation(move).length > cells.length &&
      cells.every((cell, index) => puzzle.notation(move)[index] === cell),
  );
  if (longer) keys.push(enter);
  return keys;
};
export const PLAY_AWAY = key('q', '?', 's', 't', 'a', enter);
