import { integerOption, type PuzzleOptions, textOption } from '../params.js';
import { InputError } from '../puzzle.js';
import { frogWords } from './words.js';

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
    throw new InputError(frogWords().lineCells(cells, MIN_LINE_N, MAX_LINE_N, 2 * MAX_LINE_N + 1));
  }
  if (n !== undefined && n !== implied) {
    throw new InputError(frogWords().lineN(n, cells));
  }
  return implied;
};
