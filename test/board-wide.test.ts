import stringWidth from 'string-width';
import { afterEach, describe, expect, it } from 'vitest';
import { boardSize, renderBoard, type Segment } from '../source/board/board.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import { setAmbiguousWide } from '../source/text/ambiguous.js';
import { tobikoeHere } from './cli-here.js';

/** Columns a line takes in a terminal that draws ambiguous-width signs two columns wide. */
const wideColumns = (line: string): number => stringWidth(line, { ambiguousIsNarrow: false });

const lineOf = (row: readonly Segment[]): string => row.map((segment) => segment.text).join('');

afterEach(() => setAmbiguousWide(false));

describe('--ambiguous wide: drawings for a terminal that shows ● ─ │ two columns wide', () => {
  for (const entry of catalogue) {
    it(`${entry.id}: every row of the board, whole and small, is as wide as the board says`, () => {
      const puzzle = entry.create({});
      setAmbiguousWide(true);
      for (const compact of [false, true]) {
        const widths = renderBoard(puzzle, puzzle.start, { compact }).map((row) =>
          wideColumns(lineOf(row)),
        );
        expect(new Set(widths)).toEqual(new Set([boardSize(puzzle, { compact }).width]));
      }
    });
  }

  it('is needed: drawn narrow, the rows of a boxed board fall apart in such a terminal', () => {
    const knights = catalogue.find((entry) => entry.id === 'knights')?.create({});
    if (!knights) throw new Error('no knights');
    const widths = renderBoard(knights, knights.start).map((row) => wideColumns(lineOf(row)));
    expect(new Set(widths).size).toBeGreaterThan(1);
  });

  /** The film strip's blocks, each its frames' rows (less the labels' line). */
  const stripBlocks = (stdout: string): string[][] =>
    stdout
      .split('\n\n')
      .slice(1)
      .join('\n\n')
      .trim()
      .split('\n\n')
      .map((block) => block.split('\n').slice(1));

  /** Where each sign of a line starts, in columns of a terminal that shows ambiguous signs wide. */
  const starts = (line: string): number[] => {
    const found: number[] = [];
    let column = 0;
    for (const character of line) {
      if (character !== ' ') found.push(column);
      column += wideColumns(character);
    }
    return found;
  };

  it('solve prints its film strip on a grid of two columns a character, and narrow it is not', async () => {
    const wide = await tobikoeHere('solve', 'frog-b', '--ambiguous', 'wide');
    expect(wide.code).toBe(0);
    const rows = stripBlocks(wide.stdout).flat();
    expect(rows.length).toBeGreaterThan(10);
    // Every sign starts on an even column, so the frames' cells line up row under row.
    expect(rows.flatMap(starts).filter((column) => column % 2 !== 0)).toEqual([]);
    const narrow = stripBlocks((await tobikoeHere('solve', 'frog-b')).stdout).flat();
    expect(narrow.flatMap(starts).some((column) => column % 2 !== 0)).toBe(true);
  });
});
