import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findEntry } from '../puzzles/catalogue.js';
import { count } from '../text/format.js';
import type { ProcessRow } from './processes.js';

const cli = fileURLToPath(new URL('../cli.js', import.meta.url));
/** The instances with their published lengths, from the clone the bench is built in. */
export const KORF_FILE = fileURLToPath(new URL('../../source/bench/korf-100.txt', import.meta.url));
export const KORF_GOAL = '.123456789ABCDEF';

type Instance = { readonly start: string; readonly number: number; readonly length: number };
type Answer = { start: string; length: number; moves: number[][]; nodes: number; ms: number };

/** Korf's 100 with their published lengths, as the bench and the tests read them. */
export const korfInstances = (): Instance[] =>
  readFileSync(KORF_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [start, note] = line.split('#');
      const [number, length] = note.trim().split(/\s+/).map(Number);
      return { start: start.trim(), number, length };
    });

/** Whether `moves` ([from, to] pairs) take `start` to the goal through the rules. */
const replays = (start: string, moves: readonly number[][]): boolean => {
  const puzzle = findEntry('fifteen')?.create({ start, goal: KORF_GOAL });
  if (!puzzle) return false;
  const board = puzzle.start.slice();
  const out = new Int32Array(puzzle.maxMoves);
  for (const [from, to] of moves) {
    const count = puzzle.moves(board, out);
    const move = out
      .subarray(0, count)
      .find((each) => puzzle.notation(each).join() === `${from},${to}`);
    if (move === undefined) return false;
    puzzle.apply(board, move);
  }
  return puzzle.isGoal(board);
};

/** One `solve fifteen --batch` process over all 100; every answer checked against the published length and replayed. */
const runBatch = (): { wallMs: number; answers: Answer[] } => {
  const began = performance.now();
  const child = spawnSync(
    process.execPath,
    [cli, 'solve', 'fifteen', '--goal', KORF_GOAL, '--batch', KORF_FILE],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const wallMs = performance.now() - began;
  if (child.status !== 0) throw new Error(`the Korf batch exited ${child.status}: ${child.stderr}`);
  const answers = child.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Answer);
  const published = korfInstances();
  answers.forEach((answer, at) => {
    const { number, length } = published[at];
    if (answer.length !== length || !replays(answer.start, answer.moves)) {
      throw new Error(`Korf ${number}: ${answer.length} moves, published ${length}`);
    }
  });
  return { wallMs, answers };
};

/**
 * Korf's 100 in one process, twice: with the pattern databases to build
 * (the data folder has none yet), then with them stored. Returns the report
 * lines and the rows the targets are checked on.
 */
export const korfRuns = (): { lines: string[]; rows: ProcessRow[] } => {
  const cold = runBatch();
  const warm = runBatch();
  const { answers } = warm;
  const nodes = answers.reduce((sum, each) => sum + each.nodes, 0);
  const worst = answers.reduce((most, each) => (each.ms > most.ms ? each : most));
  const worstAt = answers.indexOf(worst) + 1;
  const mean = answers.reduce((sum, each) => sum + each.length, 0) / answers.length;
  const lines = [
    `Korf's 100 (15-puzzle, IDA*, default bound: linear conflict, then 6-6-3 pattern databases with the reflected lookup)`,
    `every length as published (mean ${mean.toFixed(2)}), every answer replayed`,
    `nodes per instance ${count(Math.round(nodes / answers.length))} (Korf 1985, Manhattan: 360 million; Korf and Felner 2002, 6-6-3: 618,000 in 0.16 s, 7-8: 36,710; in C)`,
    `worst: instance ${worstAt}, ${count(worst.nodes)} nodes, ${(worst.ms / 1000).toFixed(2)} s; the search alone ${(answers.reduce((sum, each) => sum + each.ms, 0) / 1000).toFixed(1)} s`,
  ];
  const rows: ProcessRow[] = [
    {
      what: "Korf's 100, one --batch process, tables built",
      ms: cold.wallMs,
      targetMs: 60_000,
      page: '',
    },
    {
      what: "Korf's 100, one --batch process, tables stored",
      ms: warm.wallMs,
      targetMs: 60_000,
      page: '',
    },
    { what: "the slowest of Korf's 100 (its search)", ms: worst.ms, targetMs: 10_000, page: '' },
  ];
  return { lines, rows };
};
