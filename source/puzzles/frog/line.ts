import { integerOption, type PuzzleOptions, textOption } from '../params.js';
import { InputError } from '../puzzle.js';

export const MIN_LINE_N = 1;
export const MAX_LINE_N = 8;
export const DEFAULT_LINE_N = 3;

/** Cells in a board string, skipping the grouping characters parseBoard skips. */
const cellCount = (text: string): number => [...text.replace(/[\s/|]/g, '')].length;

/**
 * The number of stones of each colour on the line: `--n`, or what the length
 * of `--start` implies (2n+1 cells), or 3.
 */
export const resolveLineN = (options: PuzzleOptions): number => {
  const n = integerOption(options, 'n');
  const start = textOption(options, 'start');
  if (start === undefined) return n ?? DEFAULT_LINE_N;
  const cells = cellCount(start);
  const implied = (cells - 1) / 2;
  if (!(Number.isInteger(implied) && implied >= MIN_LINE_N && implied <= MAX_LINE_N)) {
    throw new InputError(
      `the start board has ${cells} cells; the line needs 2n+1 cells with n from ${MIN_LINE_N} to ${MAX_LINE_N} (3, 5, … ${2 * MAX_LINE_N + 1})`,
    );
  }
  if (n !== undefined && n !== implied) {
    throw new InputError(
      `n ${n} needs a start board of ${2 * n + 1} cells, the start board has ${cells}`,
    );
  }
  return implied;
};
