import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TraceLine } from '../source/commands/trace.js';
import type { Algorithm } from '../source/search/search-events.js';
import { openWatch } from '../source/search/watch/session.js';
import type { WatchFrame } from '../source/search/watch/watch-frame.js';
import { tobikoeHere } from './cli-here.js';
import { makePuzzle } from './support.js';

/*
 * What a class watches is the search `solve` runs: watch mode's iterations,
 * node counts and answer, taken node by node to the end, are `solve --trace`'s
 * lines and `--json`'s answer for the same puzzle, algorithm and bound.
 */

const folder = mkdtempSync(join(tmpdir(), 'tobikoe-watch-trace-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const solvedWithTrace = async (id: string, algorithm: Algorithm, start: string | undefined) => {
  const file = join(folder, `${id}-${algorithm}.jsonl`);
  const { code, stdout, stderr } = await tobikoeHere(
    'solve',
    id,
    ...(start === undefined ? [] : ['--start', start]),
    '--algo',
    algorithm,
    '--trace',
    file,
    '--json',
  );
  expect(code, stderr).toBe(0);
  const lines = readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as TraceLine);
  const answer = JSON.parse(stdout) as { moves: number[][]; nodes: number; bound?: string };
  return { lines, answer };
};

/** Watch mode one node a frame until the search ends; the last frame. */
const watchedToTheEnd = (
  id: string,
  algorithm: Algorithm,
  bound: string | undefined,
  start: string | undefined,
) => {
  const puzzle = makePuzzle(id, start === undefined ? {} : { start });
  const session = openWatch(puzzle, puzzle.start, algorithm, bound);
  let frame: WatchFrame = session.advance(0);
  let nodes = 0;
  while (frame.end === null) {
    frame = session.advance(1);
    nodes += frame.advanced;
    if (nodes > 200_000) throw new Error(`${id} ${algorithm}: still watching after ${nodes} nodes`);
  }
  return { frame, nodes, puzzle };
};

/**
 * Each from its puzzle's own start, but knights' IDA*: from a position ten
 * moves out, three iterations with cut-offs in 3,521 nodes (its own start
 * takes 75,000, a frame each).
 */
const cases: [string, Algorithm, string?][] = [
  ['knights', 'ida', '.WBWBW....B.'],
  ['knights', 'bidir'],
  ['knights', 'bfs'],
  ['frog-line', 'ida'],
  ['frog-line', 'iddfs'],
  ['frog-line', 'bfs'],
  ['eight', 'ida'],
  ['eight', 'astar'],
  ['eight', 'greedy'],
  ['eight', 'bidir'],
];

describe('watch mode is the search solve runs', () => {
  for (const [id, algorithm, start] of cases) {
    it(`${id}, ${algorithm}: the same iterations, nodes and answer as solve --trace`, async () => {
      const { lines, answer } = await solvedWithTrace(id, algorithm, start);
      const { frame, nodes, puzzle } = watchedToTheEnd(id, algorithm, answer.bound, start);
      expect(frame.end?.kind).toBe('solved');
      const watched = frame.iterations.map((event) => ({
        stage: event.depth,
        nodes: event.nodes,
        perDepth: event.perDepth,
        cutoffs: algorithm === 'ida' ? event.cutoffs : undefined,
      }));
      const traced = lines.map((line) => ({
        stage: line.bound ?? line.depth,
        nodes: line.nodes,
        perDepth: line.perDepth,
        cutoffs: line.cutoffs,
      }));
      expect(watched).toEqual(traced);
      // Each node watched was one frame: as many as the search counted.
      expect(nodes).toBe(answer.nodes);
      const moves = frame.end?.kind === 'solved' ? frame.end.moves : [];
      expect(moves.map((move) => puzzle.notation(move))).toEqual(answer.moves);
    });
  }
});
