/*
 * Builds the Line Puzzle's pattern databases and walk tables towards each of
 * the page's boards, and its bit tables, and prints the digest of each as
 * source/puzzles/line/table-digests.ts lists it (a stored table whose bytes
 * have its digest is used without the proof). `npx tsx scripts/line-table-digests.ts`: some 15 s of CPU; it exits
 * 1 when a digest differs from the list.
 */

import { findEntry } from '../source/puzzles/catalogue.js';
import { makeGrid } from '../source/puzzles/cell-grid.js';
import { assignmentCosts, assignmentTableName } from '../source/puzzles/line/assignment.js';
import { bitTableBytes, buildBitTables } from '../source/puzzles/line/bits.js';
import { lineBoardNames } from '../source/puzzles/line/boards.js';
import { buildPatternDatabase } from '../source/puzzles/line/pdb.js';
import { LINE_PAIRINGS, pairTableKey } from '../source/puzzles/line/pdb-tables.js';
import { LINE_SIDE, linePieces } from '../source/puzzles/line/pieces.js';
import {
  ASSIGNMENT_TABLE_DIGESTS,
  BIT_TABLES_DIGEST,
  PAIR_TABLE_DIGESTS,
  WALK_TABLE_DIGESTS,
} from '../source/puzzles/line/table-digests.js';
import { buildWalkTable, lineContents, walkingTableNames } from '../source/puzzles/line/walking.js';
import { sha256 } from '../source/util/sha256.js';

const grid = makeGrid(LINE_SIDE, LINE_SIDE);
const made = new Map<string, string>();
for (const goalName of lineBoardNames) {
  const goal = findEntry('line')?.create({ start: 'start1', goal: goalName }).goals?.[0];
  if (!goal) continue;
  for (const codes of LINE_PAIRINGS.flat()) {
    const key = pairTableKey(goal, codes);
    if (made.has(key)) continue;
    made.set(key, sha256(buildPatternDatabase(grid, goal, codes).table));
    console.log(`  '${key}': '${made.get(key)}',`);
  }
}
const walks = new Map<string, string>();
for (const goalName of lineBoardNames) {
  const goal = findEntry('line')?.create({ start: 'start1', goal: goalName }).goals?.[0];
  if (!goal) continue;
  const lines = lineContents(goal);
  const names = walkingTableNames(goal);
  [lines.slice(0, LINE_SIDE), lines.slice(LINE_SIDE)].forEach((goalLines, at) => {
    if (walks.has(names[at])) return;
    walks.set(names[at], sha256(buildWalkTable(goalLines)));
    console.log(`  '${names[at]}': '${walks.get(names[at])}',`);
  });
}
const assignments = new Map<string, string>();
for (const goalName of lineBoardNames) {
  const goal = findEntry('line')?.create({ start: 'start1', goal: goalName }).goals?.[0];
  if (!goal) continue;
  for (const piece of linePieces) {
    const cells = [...goal.keys()].filter((cell) => goal[cell] === piece.code);
    const name = assignmentTableName(cells);
    if (assignments.has(name)) continue;
    assignments.set(name, sha256(assignmentCosts(cells)));
    console.log(`  '${name}': '${assignments.get(name)}',`);
  }
}
const bits = sha256(bitTableBytes(buildBitTables()));
console.log(`BIT_TABLES_DIGEST = '${bits}'`);
const differing = (list: Readonly<Record<string, string>>, built: Map<string, string>) => [
  ...[...built].filter(([key, digest]) => list[key] !== digest).map(([key]) => key),
  ...Object.keys(list).filter((key) => !built.has(key)),
];
const stale = [
  ...differing(PAIR_TABLE_DIGESTS, made),
  ...differing(WALK_TABLE_DIGESTS, walks),
  ...differing(ASSIGNMENT_TABLE_DIGESTS, assignments),
  ...(bits === BIT_TABLES_DIGEST ? [] : ['BIT_TABLES_DIGEST']),
];
if (stale.length > 0) {
  console.error(`differs from the list: ${stale.join(', ')}`);
  process.exit(1);
}
