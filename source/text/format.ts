import { pieceNameAt } from '../puzzles/piece-layer.js';
import type { Board, Move, Puzzle } from '../puzzles/puzzle.js';
import { words } from '../words/words.js';

/** Number and time formats shared by the command line and the UI. */

export const count = (value: number): string => value.toLocaleString('en-US');

export const seconds = (ms: number): string =>
  words().text.seconds((ms / 1000).toFixed(ms < 10 ? 4 : 2));

/**
 * A time in a table's column, one rule everywhere: milliseconds with one
 * decimal below a second (`9.1 ms`, `690.2 ms`), seconds with two above (`4.20 s`).
 */
export const duration = (ms: number): string =>
  ms < 999.95
    ? words().text.milliseconds(ms.toFixed(1))
    : words().text.seconds((ms / 1000).toFixed(2));

/** Bytes held, to three figures: `96 B`, `4.2 kB`, `312 kB`, `1.07 MB` (decimal units). */
export const bytesText = (bytes: number): string => {
  const units = ['B', 'kB', 'MB', 'GB'] as const;
  let amount = bytes;
  let unit = 0;
  while (amount >= 999.5 && unit < units.length - 1) {
    amount /= 1000;
    unit++;
  }
  const figures = unit === 0 || amount >= 99.95 ? 0 : amount >= 9.995 ? 1 : 2;
  return `${amount.toFixed(figures)} ${units[unit]}`;
};

/** A count in at most four figures and a unit: 863, 18.5k, 181k, 4.2M. */
export const shortCount = (value: number): string => {
  if (value < 10_000) return count(value);
  const [amount, unit] = value < 999_500 ? [value / 1000, 'k'] : [value / 1_000_000, 'M'];
  return `${amount.toFixed(amount >= 99.95 ? 0 : 1)}${unit}`;
};

export const perSecond = (nodes: number, ms: number): string =>
  ms <= 0 ? '-' : words().text.perSecond(count(Math.round((nodes * 1000) / ms)));

/** A move on every screen and in the command line's text: its cells, `3→7`, a peg chain `0→5→12→7→0` (`->` in ASCII). */
export const moveText = (cells: readonly number[], ascii = false): string =>
  cells.join(ascii ? '->' : '→');

/** Parts of a line set apart: `a · b · c`, `a - b - c` in ASCII. */
export const partsText = (parts: readonly string[], ascii = false): string =>
  parts.join(ascii ? ' - ' : ' · ');

/** A move as the screens and the film strip show it: in the family's own words (`7 ↓`), else its cells. */
export const moveLabel = (
  puzzle: Pick<Puzzle, 'notation' | 'moveText' | 'pieceLayer' | 'pieces' | 'layout'>,
  move: Move,
  ascii = false,
  before?: Board,
): string => {
  if (before && puzzle.pieceLayer) return pieceMoveText(puzzle, move, before, ascii);
  return puzzle.moveText?.(move, ascii) ?? moveText(puzzle.notation(move), ascii);
};

/**
 * A block's move where the position before it is known: the piece's name and
 * the way each step goes (`娘 ↓`, `father ↓→`), from the cells the move visits.
 */
const pieceMoveText = (
  puzzle: Pick<Puzzle, 'notation' | 'pieceLayer' | 'pieces' | 'layout'>,
  move: Move,
  before: Board,
  ascii: boolean,
): string => {
  const cells = puzzle.notation(move);
  const places = puzzle.layout.cells;
  const arrows = ascii ? ['^', 'v', '<', '>'] : ['↑', '↓', '←', '→'];
  let way = '';
  for (let step = 1; step < cells.length; step++) {
    const from = places[cells[step - 1]];
    const to = places[cells[step]];
    const rows = to.row - from.row;
    const cols = to.col - from.col;
    // A move round a corner reads as its rows, then its columns (`↓→`).
    way += arrows[rows < 0 ? 0 : 1].repeat(Math.abs(rows));
    way += arrows[cols < 0 ? 2 : 3].repeat(Math.abs(cols));
  }
  return `${pieceNameAt(puzzle, before, cells[0]) ?? ''} ${way}`;
};

/** A duration for a person, to one or two figures: `40 s`, `4 min`, `3 h`, `5 days`, `2 years`. */
export const roughDuration = (ms: number): string => {
  const units: readonly (readonly ['years' | 'days' | 'h' | 'min', number])[] = [
    ['years', 365.25 * 86_400_000],
    ['days', 86_400_000],
    ['h', 3_600_000],
    ['min', 60_000],
  ];
  for (const [unit, size] of units) {
    const amount = ms / size;
    if (amount >= 1.5 || (unit === 'min' && amount >= 1)) {
      const shown = amount >= 10 ? Math.round(amount) : Math.round(amount * 10) / 10;
      return words().text.duration[unit](count(shown));
    }
  }
  return words().text.duration.s(String(Math.max(1, Math.round(ms / 1000))));
};
