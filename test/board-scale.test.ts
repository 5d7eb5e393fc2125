import { describe, expect, it } from 'vitest';
import {
  boardLines,
  boardSize,
  cellAt,
  cellCentres,
  markCells,
  renderBoard,
  type Scale,
} from '../source/board/board.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import { makePuzzle } from './support.js';

/** One puzzle of each family: every layout there is (grids, the hexagram, frog shapes, arcs). */
const ONE_OF_EACH = [...new Map(catalogue.map((entry) => [entry.family, entry.id])).values()];
const DRAWINGS = [
  { ascii: false, monochrome: false },
  { ascii: false, monochrome: true },
  { ascii: true, monochrome: true },
];
const LINES = /[─│┌┐└┘├┤┬┴┼╭╮╰╯\-|+╱╲/\\]/;

describe('presentation size: a board drawn two or three times larger', () => {
  it('covers every layout style', () => {
    const styles = new Set(ONE_OF_EACH.map((id) => makePuzzle(id).layout.style));
    expect([...styles].sort()).toEqual(['boxed', 'graph', 'quarter']);
  });

  for (const id of ONE_OF_EACH) {
    for (const scale of [2, 3] as const satisfies readonly Scale[]) {
      it(`${id} ×${scale}: each character keeps its place, its size is boardSize's`, () => {
        const puzzle = makePuzzle(id);
        for (const drawing of DRAWINGS) {
          const small = boardLines(puzzle, puzzle.start, drawing);
          const large = boardLines(puzzle, puzzle.start, { ...drawing, scale });
          const size = boardSize(puzzle, { scale });
          expect(large.length).toBe(size.height);
          expect(size.height).toBeGreaterThanOrEqual((small.length - 1) * scale + 1);
          // Where the first character lands: a cell at the edge keeps its whole block.
          const first = cellCentres(puzzle, { scale });
          const unscaled = cellCentres(puzzle);
          const left = first[0].x - unscaled[0].x * scale;
          const top = first[0].y - unscaled[0].y * scale;
          expect(Math.max(...large.map((line) => line.length))).toBeLessThanOrEqual(size.width);
          expect(size.width).toBeGreaterThanOrEqual(
            2 * Math.max(...small.map((l) => l.length)) - 1,
          );
          small.forEach((line, y) => {
            [...line].forEach((ch, x) => {
              // Numbers are centred in their larger room; everything else stays at its block's corner.
              if (/[0-9]/.test(ch)) return;
              // A blank beside a number may carry the number's strokes in the block font.
              const near = small
                .slice(Math.max(0, y - 1), y + 2)
                .some((row) => /[0-9]/.test(row.slice(Math.max(0, x - 2), x + 3)));
              if (ch === ' ' && near) return;
              const block = large
                .slice(y * scale + top, (y + 1) * scale + top)
                .map((row) => row.slice(x * scale + left, (x + 1) * scale + left));
              // A diagonal runs along its block's diagonal; anything else keeps its block's corner.
              if (/[╱/]/.test(ch)) expect(block.join('')).toContain(ch);
              else expect(`${x},${y} ${block[0]?.[0] ?? ' '}`).toBe(`${x},${y} ${ch}`);
              // A line running on to the right runs on through the block.
              const right = line[x + 1] ?? ' ';
              if (/[─-]/.test(ch) && /[─-]/.test(right)) {
                expect(
                  large[y * scale + top].slice(x * scale + left, (x + 1) * scale + left + 1),
                ).toMatch(/^[─-]+$/);
              }
              const below = small[y + 1]?.[x] ?? ' ';
              if (/[│|]/.test(ch) && /[│|]/.test(below)) {
                for (let j = 1; j < scale; j++)
                  expect(large[y * scale + top + j][x * scale + left]).toBe(ch);
              }
            });
          });
        }
      });
    }
  }

  it('fills a piece’s block with its glyph', () => {
    const frog = makePuzzle('frog-a');
    const large = boardLines(frog, frog.start, { scale: 3 });
    expect(large.filter((line) => line.includes('●●●')).length).toBeGreaterThanOrEqual(3 * 3);
  });

  it('draws each tile’s number three rows tall, centred on its cell, at ×2 and ×3', () => {
    for (const id of ['eight', 'fifteen']) {
      const puzzle = makePuzzle(id);
      for (const scale of [2, 3] as const) {
        for (const ascii of [false, true]) {
          const lines = boardLines(puzzle, puzzle.start, { scale, ascii });
          const centres = cellCentres(puzzle, { scale });
          puzzle.start.forEach((code, cell) => {
            if (code === 0) return;
            const { x, y } = centres[cell];
            const label = String(code);
            // Each digit's strokes: the rows above, at and below the centre differ
            // from one another and from the digit itself (it is not written small).
            const around = [-1, 0, 1].map((dy) =>
              lines[y + dy].slice(x - 2 * label.length - 1, x + 2 * label.length + 2),
            );
            expect(around.join('/'), `${id} ×${scale} cell ${cell}`).not.toContain(label);
            expect(around.filter((row) => row.trim().length > 0).length).toBeGreaterThan(1);
            expect(new Set(around).size).toBeGreaterThan(1);
          });
          // Every number of the board is drawn in the block font, none small.
          expect(lines.join('\n')).not.toMatch(/[0-9]/);
        }
      }
    }
  });

  it('keeps a number small where the block font has no room (the ×1 board, the goal beside it)', () => {
    const eight = makePuzzle('eight');
    const lines = boardLines(eight, eight.start, { scale: 1 }).join('\n');
    for (const tile of '2345678') expect(lines).toContain(` ${tile} `);
  });

  it('keeps every cell where a click and the cursor find it', () => {
    for (const id of ONE_OF_EACH) {
      const puzzle = makePuzzle(id);
      for (const scale of [2, 3] as const) {
        const rows = renderBoard(puzzle, puzzle.start, {
          scale,
          marks: markCells({ cursor: 0 }),
        });
        cellCentres(puzzle, { scale }).forEach(({ x, y }, cell) => {
          expect(`${id} ${cell}: ${cellAt(rows, x, y)}`).toBe(`${id} ${cell}: ${cell}`);
        });
        // The cursor's brackets are drawn.
        expect(
          rows.flat().some((segment) => segment.mark === 'cursor' && /[[\]]/.test(segment.text)),
        ).toBe(true);
      }
    }
  });

  it('draws nothing but lines, pieces and blanks where the small drawing had lines', () => {
    const line = makePuzzle('line-3');
    const large = boardLines(line, line.start, { scale: 2, ascii: true, monochrome: true });
    // An ASCII arc's corner joins its lines rather than growing into a block of dots.
    expect(large.join('\n')).not.toMatch(/\.\./);
    expect(large.join('\n')).toMatch(LINES);
  });
});
