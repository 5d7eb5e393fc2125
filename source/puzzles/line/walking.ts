import type { Board } from '../puzzle.js';
import { cachedTable, forgetTable } from '../table-cache.js';
import { LINE_SIDE, linePieces } from './pieces.js';
import { WALK_TABLE_DIGESTS } from './table-digests.js';

/*
 * Walking distance (Takahashi's bound for the 15-puzzle, with piece kinds in
 * place of numbered tiles). Describe each row only by what it holds: how many
 * pieces of each kind and whether the empty cell. A vertical move carries one
 * piece into the empty cell's row from the row above or below, and the empty
 * cell the other way; horizontal moves leave every row's contents alone. So a
 * search over row contents alone, counting its steps, never overestimates the
 * vertical moves left. Columns give the horizontal moves, and the two add up.
 */

/** Values a cell can hold: the empty cell (0) and each piece code. */
const VALUES = linePieces.length + 1;

/** Every way a line of LINE_SIDE cells can be filled, as counts per value. */
const contents: number[][] = [];
const enumerate = (prefix: number[], left: number): void => {
  if (prefix.length === VALUES - 1) {
    contents.push([...prefix, left]);
    return;
  }
  for (let count = 0; count <= left; count++) enumerate([...prefix, count], left - count);
};
enumerate([], LINE_SIDE);
export const CONTENTS = contents.length;

/** contentOfCounts[counts in base LINE_SIDE+1] → content number. */
const COUNT_BASE = LINE_SIDE + 1;
const countsKey = (counts: ArrayLike<number>): number => {
  let key = 0;
  for (let value = counts.length - 1; value >= 0; value--) key = key * COUNT_BASE + counts[value];
  return key;
};
const contentOfCounts = new Map(contents.map((counts, content) => [countsKey(counts), content]));
const contentOf = (counts: ArrayLike<number>): number =>
  contentOfCounts.get(countsKey(counts)) ?? -1;

/** contentOfCells[cell values of a line in base VALUES, first cell lowest] → content number. */
export const contentOfCells = new Int32Array(VALUES ** LINE_SIDE);
for (let key = 0; key < contentOfCells.length; key++) {
  const counts = new Array<number>(VALUES).fill(0);
  for (let rest = key, cell = 0; cell < LINE_SIDE; cell++, rest = Math.floor(rest / VALUES)) {
    counts[rest % VALUES]++;
  }
  contentOfCells[key] = contentOf(counts);
}

/** The content after one `value` piece replaces the empty cell (or takes its place), -1 if impossible. */
export const receives = new Int32Array(CONTENTS * VALUES).fill(-1);
export const gives = new Int32Array(CONTENTS * VALUES).fill(-1);
contents.forEach((counts, content) => {
  for (let value = 1; value < VALUES; value++) {
    if (counts[0] > 0) {
      const after = [...counts];
      after[0]--;
      after[value]++;
      receives[content * VALUES + value] = contentOf(after);
    }
    if (counts[value] > 0) {
      const after = [...counts];
      after[value]--;
      after[0]++;
      gives[content * VALUES + value] = contentOf(after);
    }
  }
});
const holdsEmpty = Uint8Array.from(contents, (counts) => (counts[0] > 0 ? 1 : 0));
/** Each content's counts per value, flat: `contentCounts[content * VALUES + value]`. */
const contentCounts = Int8Array.from(contents.flat());
/** `contentOf` as a flat lookup by `countsKey`, -1 where no content has those counts. */
const contentOfKey = new Int32Array(COUNT_BASE ** VALUES).fill(-1);
for (const [key, content] of contentOfCounts) contentOfKey[key] = content;

/** Index of the contents of all lines but the last (which the others determine). */
export const walkIndex = (lines: ArrayLike<number>): number => {
  let index = 0;
  for (let line = 0; line < LINE_SIDE - 1; line++) index = index * CONTENTS + lines[line];
  return index;
};

/**
 * Moves needed between line contents, from every reachable contents to
 * `goalLines` (the goal's content per line), by breadth-first search. The
 * table is indexed by `walkIndex`; 255 marks contents never reached.
 */
export const buildWalkTable = (goalLines: readonly number[]): Uint8Array => {
  const distance = new Uint8Array(CONTENTS ** (LINE_SIDE - 1)).fill(255);
  let frontier = [goalLines];
  distance[walkIndex(goalLines)] = 0;
  for (let steps = 1; frontier.length > 0; steps++) {
    const next: number[][] = [];
    for (const lines of frontier) {
      const emptyLine = lines.findIndex((content) => holdsEmpty[content]);
      for (const fromLine of [emptyLine - 1, emptyLine + 1]) {
        if (fromLine < 0 || fromLine >= LINE_SIDE) continue;
        for (let value = 1; value < VALUES; value++) {
          const given = gives[lines[fromLine] * VALUES + value];
          if (given < 0) continue;
          const after = [...lines];
          after[fromLine] = given;
          after[emptyLine] = receives[lines[emptyLine] * VALUES + value];
          const index = walkIndex(after);
          if (distance[index] !== 255) continue;
          distance[index] = steps;
          next.push(after);
        }
      }
    }
    frontier = next;
  }
  return distance;
};

/**
 * Whether a walk table read from disk can be trusted: 0 at the goal, and the
 * contents it reaches closed under moves, each move changing the distance by
 * one at most. Every contents reachable from the goal then has a distance
 * (closure), and none above its true one (consistency, from 0 at the goal):
 * the bound stays admissible whatever was written into the file.
 */
export const trustedWalkTable = (goalLines: readonly number[], table: Uint8Array): boolean => {
  if (table[walkIndex(goalLines)] !== 0) return false;
  const total = new Int8Array(VALUES);
  for (const content of goalLines)
    for (let value = 0; value < VALUES; value++)
      total[value] += contentCounts[content * VALUES + value];
  const left = new Int8Array(VALUES);
  const lines = new Int32Array(LINE_SIDE);
  // Plain loops over typed arrays: this runs on every stored table read, at each start.
  for (let index = 0; index < table.length; index++) {
    const here = table[index];
    if (here === 255) continue;
    for (let value = 0; value < VALUES; value++) left[value] = total[value];
    for (let line = LINE_SIDE - 2, rest = index; line >= 0; line--) {
      const content = rest % CONTENTS;
      rest = (rest - content) / CONTENTS;
      lines[line] = content;
      for (let value = 0; value < VALUES; value++)
        left[value] -= contentCounts[content * VALUES + value];
    }
    // The last line holds what the others leave; contents no board has mean no table's distance.
    let key = 0;
    for (let value = VALUES - 1; value >= 0; value--) {
      if (left[value] < 0) return false;
      key = key * COUNT_BASE + left[value];
    }
    const last = key < contentOfKey.length ? contentOfKey[key] : -1;
    if (last < 0) return false;
    lines[LINE_SIDE - 1] = last;
    let emptyLine = 0;
    while (emptyLine < LINE_SIDE && holdsEmpty[lines[emptyLine]] === 0) emptyLine++;
    if (emptyLine === LINE_SIDE) return false;
    for (let fromLine = emptyLine - 1; fromLine <= emptyLine + 1; fromLine += 2) {
      if (fromLine < 0 || fromLine >= LINE_SIDE) continue;
      const kept = lines[fromLine];
      const keptEmpty = lines[emptyLine];
      for (let value = 1; value < VALUES; value++) {
        const given = gives[kept * VALUES + value];
        if (given < 0) continue;
        lines[fromLine] = given;
        lines[emptyLine] = receives[keptEmpty * VALUES + value];
        // walkIndex, written out: it is also called with plain arrays, and one shape keeps this loop fast.
        let at = 0;
        for (let line = 0; line < LINE_SIDE - 1; line++) at = at * CONTENTS + lines[line];
        const there = table[at];
        lines[fromLine] = kept;
        lines[emptyLine] = keptEmpty;
        if (there === 255 || there > here + 1 || here > there + 1) return false;
      }
    }
  }
  return true;
};

const rowContent = (board: Board, row: number): number => {
  let key = 0;
  for (let col = LINE_SIDE - 1; col >= 0; col--) key = key * VALUES + board[row * LINE_SIDE + col];
  return contentOfCells[key];
};
const colContent = (board: Board, col: number): number => {
  let key = 0;
  for (let row = LINE_SIDE - 1; row >= 0; row--) key = key * VALUES + board[row * LINE_SIDE + col];
  return contentOfCells[key];
};
const linesOf = (board: Board, content: (board: Board, line: number) => number): number[] =>
  Array.from({ length: LINE_SIDE }, (_, line) => content(board, line));

/** The row and column tables of `goal`, indexed by `walkIndex` of the first three lines. */
export const walkingTables = (goal: Board): { rowTable: Uint8Array; colTable: Uint8Array } => ({
  rowTable: walkTable(linesOf(goal, rowContent)),
  colTable: walkTable(linesOf(goal, colContent)),
});

/** Walk tables made in this process, by goal contents: every bound of a puzzle shares them. */
const walkTables = new Map<string, Uint8Array>();

const walkName = (goalLines: readonly number[]): string => `line-walk-1-${goalLines.join('.')}`;

/** The names `goal`'s row and column walk tables are stored under. */
export const walkingTableNames = (goal: Board): string[] => [
  walkName(linesOf(goal, rowContent)),
  walkName(linesOf(goal, colContent)),
];

/** Drops `goal`'s walk tables, in memory and stored: the next use builds them again. */
export const forgetWalkingTables = (goal: Board): void => {
  for (const name of walkingTableNames(goal)) {
    walkTables.delete(name);
    forgetTable(name);
  }
};

/** `buildWalkTable`, once per process, and kept in the table cache (it costs a short solve most of its time). */
const walkTable = (goalLines: readonly number[]): Uint8Array => {
  const name = walkName(goalLines);
  let table = walkTables.get(name);
  if (!table) {
    table = cachedTable(
      name,
      CONTENTS ** (LINE_SIDE - 1),
      () => buildWalkTable(goalLines),
      (stored) => trustedWalkTable(goalLines, stored),
      // A page board's: a stored table with these bytes needs no check.
      Object.hasOwn(WALK_TABLE_DIGESTS, name) ? WALK_TABLE_DIGESTS[name] : undefined,
    );
    walkTables.set(name, table);
  }
  return table;
};

/** Each row's content number, then each column's (see `contentOfCells`). */
export const lineContents = (board: Board): number[] => [
  ...linesOf(board, rowContent),
  ...linesOf(board, colContent),
];

/** The walking-distance bound towards `goal`: row moves plus column moves. */
export const makeWalkingBound = (goal: Board): ((board: Board) => number) => {
  const { rowTable, colTable } = walkingTables(goal);
  const cells = contentOfCells;
  const stride = CONTENTS;
  const v = VALUES;
  // Unrolled for the 4×4 board (LINE_SIDE = 4): this runs at every node of a search.
  return (b: Board): number => {
    const row0 = cells[b[0] + v * (b[1] + v * (b[2] + v * b[3]))];
    const row1 = cells[b[4] + v * (b[5] + v * (b[6] + v * b[7]))];
    const row2 = cells[b[8] + v * (b[9] + v * (b[10] + v * b[11]))];
    const col0 = cells[b[0] + v * (b[4] + v * (b[8] + v * b[12]))];
    const col1 = cells[b[1] + v * (b[5] + v * (b[9] + v * b[13]))];
    const col2 = cells[b[2] + v * (b[6] + v * (b[10] + v * b[14]))];
    return (
      rowTable[(row0 * stride + row1) * stride + row2] +
      colTable[(col0 * stride + col1) * stride + col2]
    );
  };
};
