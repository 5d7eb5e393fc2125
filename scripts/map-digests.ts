/*
 * Makes again, in this thread, the whole map of the Line Puzzle towards each
 * of the page's boards, and prints the digest of each as
 * source/search/map-digests.ts lists it (a stored map of a large space is
 * used only when it is one of these). `npx tsx scripts/map-digests.ts`: some
 * 40 s of CPU a map; it exits 1 when a digest differs from the list.
 */
import { findEntry } from '../source/puzzles/catalogue.js';
import { lineBoardNames } from '../source/puzzles/line/boards.js';
import { rankedGoals } from '../source/search/goal-positions.js';
import { buildWholeMap } from '../source/search/map.js';
import { MAP_DIGESTS } from '../source/search/map-digests.js';
import { mapDigest } from '../source/search/map-proof.js';

const made = new Map<string, string>();
for (const goal of lineBoardNames) {
  const puzzle = findEntry('line')?.create({ start: 'start1', goal });
  const space = puzzle?.space?.();
  if (!puzzle || !space || made.has(space.key)) continue;
  const map = await buildWholeMap(space, rankedGoals(puzzle, space), { threads: 1 });
  made.set(space.key, mapDigest(map.words, map.histogram));
  console.log(`  '${space.key}': '${made.get(space.key)}',`);
}
const stale = [...made].filter(([key, digest]) => MAP_DIGESTS[key] !== digest);
const extra = Object.keys(MAP_DIGESTS).filter((key) => !made.has(key));
if (stale.length > 0 || extra.length > 0) {
  console.error(`differs from the list: ${[...stale.map(([key]) => key), ...extra].join(', ')}`);
  process.exit(1);
}
