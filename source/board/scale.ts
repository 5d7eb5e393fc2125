/**
 * A drawing made larger, for a room to read (presentation size): a layer over
 * any style's finished canvas, so every layout — boxes, graphs, quarter
 * circles — grows the same way. Each character becomes a block of
 * `scale × scale`: lines run on through their blocks, a piece fills its
 * block, numbers stay numbers (centred in the room their run now has), a
 * bracket grows as tall as the piece it marks.
 */

import { BLOCK_ROWS, blockRows } from './block-font.js';
import type { Point } from './board-view.js';
import { DOWN, LEFT, RIGHT, UP } from './box-lines.js';
import { Canvas, type Ink } from './canvas.js';
import type { Scale } from './scales.js';

/** How many times larger a drawing may be made. */

/** The ways each line character leaves its place (see box-lines.ts). */
const LINE_WAYS: ReadonlyMap<string, number> = new Map([
  ['─', LEFT | RIGHT],
  ['-', LEFT | RIGHT],
  ['│', UP | DOWN],
  ['|', UP | DOWN],
  ['┌', DOWN | RIGHT],
  ['╭', DOWN | RIGHT],
  ['┐', DOWN | LEFT],
  ['╮', DOWN | LEFT],
  ['└', UP | RIGHT],
  ['╰', UP | RIGHT],
  ['┘', UP | LEFT],
  ['╯', UP | LEFT],
  ['├', UP | DOWN | RIGHT],
  ['┤', UP | DOWN | LEFT],
  ['┬', DOWN | LEFT | RIGHT],
  ['┴', UP | LEFT | RIGHT],
  ['┼', UP | DOWN | LEFT | RIGHT],
]);

/** Diagonal links: drawn along their block's diagonal. */
const FALLING = new Set(['╲', '\\']);
const RISING = new Set(['╱', '/']);
const DIGIT = /^[0-9]$/;
/** A tile's letter (the tiles past 15): text when it stands alone, not a piece's fill. */
const LETTER = /^[A-Z]$/;
const TEXT_TONES = new Set(['plain', 'label']);

/** Where a character's own place lies in its block: the middle (the top-left for 2). */
const anchorOf = (scale: number): number => Math.floor((scale - 1) / 2);

/** Draws `ch` at (x, y) in the tone and for the cell (and mark) of `ink`. */
const putAs = (target: Canvas, x: number, y: number, ch: string, ink: Ink): void =>
  target.put(
    x,
    y,
    ch,
    ink.tone,
    ink.cell === undefined ? undefined : { cell: ink.cell, mark: ink.mark },
  );

/**
 * The ways a character joins its neighbours: a line character's own; any
 * other (a corner `+`, a node, an ASCII arc's `.`) joins each neighbour
 * whose line comes to it.
 */
const waysAt = (source: Canvas, x: number, y: number, sameTone = false): number => {
  const here = source.inkAt(x, y);
  const own = LINE_WAYS.get(here.ch);
  if (own !== undefined) return own;
  const toward = (dx: number, dy: number, back: number): boolean => {
    const there = source.inkAt(x + dx, y + dy);
    if (sameTone && there.tone !== here.tone) return false;
    return ((LINE_WAYS.get(there.ch) ?? 0) & back) !== 0;
  };
  return (
    (toward(0, -1, DOWN) ? UP : 0) |
    (toward(0, 1, UP) ? DOWN : 0) |
    (toward(-1, 0, RIGHT) ? LEFT : 0) |
    (toward(1, 0, LEFT) ? RIGHT : 0)
  );
};

type Kind = 'line' | 'piece' | 'bracket' | 'digit' | 'other';

const PIECE_TONES = new Set(['dark', 'light', 'bright', 'piece']);

const kindOf = (source: Canvas, x: number, y: number): Kind => {
  const ink = source.inkAt(x, y);
  if (ink.ch === ' ') return 'other';
  if (LINE_WAYS.has(ink.ch) || FALLING.has(ink.ch) || RISING.has(ink.ch) || ink.ch === '+') {
    return 'line';
  }
  if (DIGIT.test(ink.ch)) return 'digit';
  if (
    LETTER.test(ink.ch) &&
    TEXT_TONES.has(ink.tone) &&
    source.charAt(x - 1, y) !== ink.ch &&
    source.charAt(x + 1, y) !== ink.ch
  ) {
    return 'digit';
  }
  if (ink.tone === 'mark') return 'bracket';
  if (!PIECE_TONES.has(ink.tone)) return 'other';
  // A piece drawn as lines (an ASCII arc's corner `.`) joins its own lines rather than filling.
  return waysAt(source, x, y, true) === 0 ? 'piece' : 'line';
};

/** The drawing `scale` times larger; `ascii` picks the characters its lines run on with. */
export const scaleCanvas = (
  source: Canvas,
  centres: readonly Point[],
  scale: Scale,
  ascii: boolean,
): Canvas => {
  if (scale === 1) return source;
  const extent = scaledExtent(source.width, source.height, centres, scale);
  const target = new Canvas(extent.width, extent.height);
  const anchor = anchorOf(scale);
  const shift = { x: extent.left - anchor, y: extent.top - anchor };
  const across = ascii ? '-' : '─';
  const down = ascii ? '|' : '│';
  // Block (i, j) of the character at (x, y) lands at (x·scale + i − anchor, y·scale + j − anchor).
  const put = (x: number, y: number, i: number, j: number, ch: string, ink: Ink): void =>
    putAs(target, x * scale + i + shift.x, y * scale + j + shift.y, ch, ink);
  for (let y = 0; y < source.height; y++) {
    for (let x = 0; x < source.width; x++) {
      const ink = source.inkAt(x, y);
      const kind = kindOf(source, x, y);
      const ways = kind === 'line' || kind === 'other' ? waysAt(source, x, y) : 0;
      for (let j = 0; j < scale; j++) {
        for (let i = 0; i < scale; i++) {
          const di = i - anchor;
          const dj = j - anchor;
          let ch = ' ';
          if (kind === 'piece') ch = ink.ch;
          else if (kind === 'bracket') {
            // An opening bracket hugs the piece to its right, a closing one the piece to its left.
            const opening = source.inkAt(x + 1, y).cell === ink.cell && ink.cell !== undefined;
            // As tall as a piece it marks; beside a number, on the number's line only.
            const marked = kindOf(source, opening ? x + 1 : x - 1, y);
            if (i === (opening ? scale - 1 : 0) && (dj === 0 || marked === 'piece')) ch = ink.ch;
          } else if (FALLING.has(ink.ch)) ch = i === j ? ink.ch : ' ';
          else if (RISING.has(ink.ch)) ch = i + j === scale - 1 ? ink.ch : ' ';
          else if (di === 0 && dj === 0) ch = kind === 'digit' ? ' ' : ink.ch;
          else if (dj === 0 && ((di > 0 && ways & RIGHT) || (di < 0 && ways & LEFT))) ch = across;
          else if (di === 0 && ((dj > 0 && ways & DOWN) || (dj < 0 && ways & UP))) ch = down;
          put(x, y, i, j, ch, ink);
        }
      }
    }
    writeDigitRuns(source, target, y, scale, extent, ascii);
  }
  return target;
};

/**
 * A run of digits (a tile's `15`, a cell's number) written once, centred in
 * its larger room: in the block font where the blank room around it holds it,
 * else as it was.
 */
const writeDigitRuns = (
  source: Canvas,
  target: Canvas,
  y: number,
  scale: Scale,
  { left: shiftX, top }: ScaledExtent,
  ascii: boolean,
): void => {
  const anchor = anchorOf(scale);
  for (let x = 0; x < source.width; ) {
    if (kindOf(source, x, y) !== 'digit') {
      x++;
      continue;
    }
    let end = x;
    while (end < source.width && kindOf(source, end, y) === 'digit') end++;
    const length = end - x;
    const runLeft = x * scale - anchor + shiftX;
    const row = y * scale + top;
    const ink = source.inkAt(x, y);
    const text = Array.from({ length }, (_, at) => source.charAt(x + at, y)).join('');
    const large = blockRows(text, ascii);
    const width = large ? [...large[0]].length : 0;
    const largeLeft = runLeft + Math.floor((length * scale - width) / 2);
    const largeTop = row - Math.floor((BLOCK_ROWS - 1) / 2);
    if (large && roomFor(target, largeLeft, largeTop, width, ink.cell)) {
      large.forEach((line, j) => {
        [...line].forEach((ch, i) => {
          putAs(target, largeLeft + i, largeTop + j, ch, ink);
        });
      });
    } else {
      const left = runLeft + Math.floor((length * scale - length) / 2);
      for (let at = x; at < end; at++) {
        putAs(target, left + at - x, row, source.charAt(at, y), source.inkAt(at, y));
      }
    }
    x = end;
  }
};

/** Whether a large run's rectangle is blank and the cell's own (or no cell's). */
const roomFor = (
  target: Canvas,
  left: number,
  top: number,
  width: number,
  cell: number | undefined,
): boolean => {
  for (let j = 0; j < BLOCK_ROWS; j++) {
    for (let i = 0; i < width; i++) {
      const x = left + i;
      const y = top + j;
      if (!target.inside(x, y) || target.charAt(x, y) !== ' ') return false;
      const owner = target.ownerAt(x, y);
      if (owner !== undefined && owner !== cell) return false;
    }
  }
  return true;
};

/** A larger drawing's size, and where the first character's own place lands in it. */
export type ScaledExtent = {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly top: number;
};

/**
 * The size of a `width × height` drawing made `scale` times larger: each
 * character's place keeps its block, but past the first and last characters
 * only blocks of cells (a piece at the edge, as a graph's) are kept whole;
 * walls and blanks there leave no margin.
 */
export const scaledExtent = (
  width: number,
  height: number,
  centres: readonly Point[],
  scale: Scale,
): ScaledExtent => {
  if (width === 0 || height === 0) return { width: 0, height: 0, left: 0, top: 0 };
  const anchor = anchorOf(scale);
  const after = scale - 1 - anchor;
  const left = centres.some(({ x }) => x === 0) ? anchor : 0;
  const top = centres.some(({ y }) => y === 0) ? anchor : 0;
  const right = centres.some(({ x }) => x === width - 1) ? after : 0;
  const bottom = centres.some(({ y }) => y === height - 1) ? after : 0;
  return {
    width: (width - 1) * scale + 1 + left + right,
    height: (height - 1) * scale + 1 + top + bottom,
    left,
    top,
  };
};

/** Where a character's own place lands in the larger drawing. */
export const scaledPoint = ({ x, y }: Point, scale: Scale, extent: ScaledExtent): Point => ({
  x: x * scale + extent.left,
  y: y * scale + extent.top,
});
