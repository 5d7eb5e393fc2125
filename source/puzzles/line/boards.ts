/**
 * The Line Puzzle boards printed on the page (cells 0..15 row-major, the
 * empty cell at 3 where the corner piece was lifted out), and the page's
 * table of shortest lengths between them.
 */

export type LineBoardName = 'start1' | 'start2' | 'start3' | 'goal1' | 'goal2' | 'goal3';

export const lineBoards: Readonly<Record<LineBoardName, string>> = {
  start1: 'ACA. CDCA DBAB CDBD',
  start2: 'ABA. CDCD ABAB CDCD',
  start3: 'AAB. AABB CCDD CCDD',
  goal1: 'ABA. CABD ACDB CDCD',
  goal2: 'AAB. AABB CCDD CCDD',
  goal3: 'ABA. DCDC BABA CDCD',
};

export const lineBoardNames = Object.keys(lineBoards) as LineBoardName[];

export const isLineBoardName = (text: string): text is LineBoardName =>
  Object.hasOwn(lineBoards, text);

/** Problems 1..3 of the page: start_i → goal_i. */
export const lineProblems: readonly {
  readonly start: LineBoardName;
  readonly goal: LineBoardName;
}[] = [
  { start: 'start1', goal: 'goal1' },
  { start: 'start2', goal: 'goal2' },
  { start: 'start3', goal: 'goal3' },
];

/**
 * The page's table of pairs: its first iterative-deepening limit (the simple
 * lower bound rounded up to even) and its shortest length, without the +2.
 * These are the page's claims, for the benchmark and for checks against them.
 */
export const linePageTable: readonly {
  readonly start: LineBoardName;
  readonly goal: LineBoardName;
  readonly pageBound: number;
  readonly pageLength: number;
}[] = [
  { start: 'start1', goal: 'start2', pageBound: 8, pageLength: 30 },
  { start: 'start1', goal: 'start3', pageBound: 20, pageLength: 30 },
  { start: 'start1', goal: 'goal1', pageBound: 16, pageLength: 30 },
  { start: 'start1', goal: 'goal3', pageBound: 10, pageLength: 24 },
  { start: 'start2', goal: 'start3', pageBound: 16, pageLength: 32 },
  { start: 'start2', goal: 'goal1', pageBound: 8, pageLength: 16 },
  { start: 'start2', goal: 'goal3', pageBound: 8, pageLength: 24 },
  { start: 'start3', goal: 'goal1', pageBound: 8, pageLength: 22 },
  { start: 'start3', goal: 'goal3', pageBound: 14, pageLength: 38 },
  { start: 'goal1', goal: 'goal3', pageBound: 8, pageLength: 28 },
];
