import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatBoard } from '../puzzles/board-text.js';
import { findEntry } from '../puzzles/catalogue.js';
import { lineBoardNames } from '../puzzles/line/boards.js';
import type { Puzzle } from '../puzzles/puzzle.js';
import { idaStar } from '../search/deepening.js';
import { rankedGoals } from '../search/goal-positions.js';
import { readMap } from '../store/maps.js';
import { installDataFolderTables } from '../store/tables.js';
import { count, perSecond } from '../text/format.js';
import { seededRandom } from '../util/random.js';
import type { ProcessRow } from './processes.js';

const cli = fileURLToPath(new URL('../cli.js', import.meta.url));
const TIME = '/usr/bin/time';

/** One whole `tobikoe` process: wall-clock ms, its output, and its peak memory where `time` can say. */
export const runMeasured = (
  args: readonly string[],
  /** A data folder for this run alone (default: the bench's). */
  home?: string,
): { ms: number; stdout: string; rssMb?: number } => {
  const measured = existsSync(TIME);
  const command = measured ? TIME : process.execPath;
  const full = measured ? ['-f', 'rss-kb %M', process.execPath, cli, ...args] : [cli, ...args];
  const began = performance.now();
  const child = spawnSync(command, full, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: home === undefined ? process.env : { ...process.env, TOBIKOE_HOME: home },
  });
  const ms = performance.now() - began;
  if (child.status !== 0)
    throw new Error(`tobikoe ${args.join(' ')} exited ${child.status}: ${child.stderr}`);
  const rss = /rss-kb (\d+)/.exec(child.stderr);
  return { ms, stdout: child.stdout, ...(rss ? { rssMb: Number(rss[1]) / 1024 } : {}) };
};

const linePuzzle = (start: string, goal: string): Puzzle => {
  const entry = findEntry('line');
  if (!entry) throw new Error('no line puzzle');
  return entry.create({ start, goal });
};

/** Builds (or finds) the pattern databases of every named goal in the bench's data folder. */
export const warmLineTables = (): number => {
  installDataFolderTables();
  const began = performance.now();
  for (const goal of lineBoardNames) {
    const puzzle = linePuzzle(goal, goal);
    puzzle.bounds?.find(({ name }) => name === 'pdb-ab')?.estimate(puzzle.start);
  }
  return performance.now() - began;
};

/** Runs `measure` with a data folder of its own, removed after. */
export const inFreshFolder = <T>(measure: (home: string) => T): T => {
  const home = mkdtempSync(join(tmpdir(), 'tobikoe-bench-fresh-'));
  try {
    return measure(home);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
};

/**
 * The whole map of goal1: made by `new` dealing the farthest length from a
 * data folder without one (it maps first), dealt again from it; made by
 * `analyze --full` in a folder of its own (timed, with its memory), and
 * answered from the stored one.
 */
export const lineMapRows = (): { rows: ProcessRow[]; diameter: number } => {
  // Room past the default 60 s: on a busy machine the cold deal's map takes longer, and the
  // row should say how long (against its 25 s target) rather than end the bench.
  const deal = ['new', 'line', '--length', '56', '--seed', '1', '--json', '--limit-s', '600'];
  const dealtCold = runMeasured(deal);
  const dealtAgain = runMeasured(deal);
  const args = ['analyze', 'line', '--goal', 'goal1', '--full', '--json'];
  const made = inFreshFolder((home) => runMeasured(args, home));
  const { states, diameter } = JSON.parse(made.stdout) as { states: number; diameter: number };
  const again = runMeasured(args);
  const memory = made.rssMb === undefined ? 'memory not measured' : `${made.rssMb.toFixed(0)} MB`;
  return {
    diameter,
    rows: [
      {
        what: 'new line --length 56 --seed 1, no map stored (it maps first)',
        ms: dealtCold.ms,
        targetMs: 25_000,
        page: '',
      },
      { what: 'the same again, from the map it kept', ms: dealtAgain.ms, targetMs: 2000, page: '' },
      {
        what: `analyze line --goal goal1 --full: ${count(states)} positions, diameter ${diameter}, ${memory} (target 145 MB)`,
        ms: made.ms,
        targetMs: 20_000,
        page: '',
      },
      { what: 'the same, answered from the stored map', ms: again.ms, targetMs: 1000, page: '' },
    ],
  };
};

/** Two cold `solve line-3 --json` (each in an empty data folder): the nodes each counted. */
export const coldNodes = (): number[] =>
  [0, 1].map(() =>
    inFreshFolder((home) => {
      const { stdout } = runMeasured(['solve', 'line-3', '--json'], home);
      return (JSON.parse(stdout) as { nodes: number }).nodes;
    }),
  );

export type HardPosition = {
  readonly label: string;
  readonly start: string;
  readonly length: number;
};

/**
 * The hardest positions for IDA*, from the stored map of goal1: every one at
 * the diameter, and of a sample at 50 moves the `fifties` whose default bound
 * starts lowest (the search's work grows with that gap, not with the length).
 */
export const hardLinePositions = (dataFolder: string, fifties: number): HardPosition[] => {
  const goal = linePuzzle('goal1', 'goal1');
  const space = goal.space?.();
  if (!space) throw new Error('no line space');
  const read = readMap(dataFolder, space, rankedGoals(goal, space));
  if (read.kind !== 'ok') throw new Error(`no stored map of goal1 (${read.kind})`);
  const { samples } = read.summary;
  const diameter = samples.length - 1;
  const board = new Uint8Array(goal.cellCount);
  const text = (index: number): string => {
    space.unrank(index, board);
    return formatBoard(board, goal.pieces);
  };
  const bound = goal.bounds?.find(({ name }) => name === 'pdb-ab');
  const at50 = samples[50].map((index) => {
    space.unrank(index, board);
    return { start: formatBoard(board, goal.pieces), estimate: bound?.estimate(board) ?? 0 };
  });
  at50.sort((a, b) => a.estimate - b.estimate);
  return [
    ...samples[diameter].map((index, at) => ({
      label: `${diameter} #${at + 1}`,
      start: text(index),
      length: diameter,
    })),
    ...at50
      .slice(0, fifties)
      .map(({ start }, at) => ({ label: `50 #${at + 1}`, start, length: 50 })),
  ];
};

/** Each hard position solved by a whole process (tables stored). */
export const hardRows = (positions: readonly HardPosition[]): ProcessRow[] =>
  positions.map(({ label, start, length }) => {
    const { ms, stdout } = runMeasured([
      'solve',
      'line',
      '--start',
      start,
      '--goal',
      'goal1',
      '--json',
    ]);
    const answer = JSON.parse(stdout) as { length: number; nodes: number };
    if (answer.length !== length)
      throw new Error(`${start}: ${answer.length} moves, the map says ${length}`);
    return {
      what: `hard ${label} ${start} (${count(answer.nodes)} nodes)`,
      ms,
      targetMs: 2000,
      page: '',
    };
  });

export const boundHeader = ['position', 'bound', 'start', 'answer', 'nodes', 'ms', 'nodes/s'];

/** In process, every bound on a few positions: where it starts against the answer, and the work. */
export const boundRows = (positions: readonly HardPosition[], limitMs: number): string[][] =>
  positions.flatMap(({ label, start, length }) => {
    const puzzle = linePuzzle(start, 'goal1');
    return (puzzle.bounds ?? []).map((bound) => {
      const began = performance.now();
      const stop = (): boolean => performance.now() - began > limitMs;
      let nodes = '-';
      let ms = '-';
      let rate = '-';
      try {
        const result = idaStar(puzzle, puzzle.start, { bound, shouldStop: stop });
        const took = performance.now() - began;
        nodes = count(result.nodes);
        ms = took.toFixed(0);
        rate = perSecond(result.nodes, took);
      } catch {
        ms = `> ${limitMs}`;
      }
      return [
        label,
        bound.name,
        String(bound.estimate(puzzle.start)),
        String(length),
        nodes,
        ms,
        rate,
      ];
    });
  });

const PIECES = 'AAAABBBCCCCDDDD';

/** Random pairs of boards (any arrangement) with the empty cell on the same random cell. */
const randomPairs = (count: number, seed: number): { start: string; goal: string }[] => {
  const random = seededRandom(seed);
  const shuffled = (empty: number): string => {
    const cells = [...PIECES];
    for (let i = cells.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [cells[i], cells[j]] = [cells[j], cells[i]];
    }
    cells.splice(empty, 0, '.');
    return cells.join('');
  };
  return Array.from({ length: count }, () => {
    const empty = Math.floor(random() * 16);
    return { start: shuffled(empty), goal: shuffled(empty) };
  });
};

/** The slowest of `count` random positions and goals, each a whole process (tables built as needed). */
export const randomLineRow = (howMany: number): ProcessRow => {
  let slowest = { ms: 0, length: 0, start: '', goal: '' };
  for (const { start, goal } of randomPairs(howMany, 2026)) {
    const { ms, stdout } = runMeasured([
      'solve',
      'line',
      '--start',
      start,
      '--goal',
      goal,
      '--json',
    ]);
    const { length } = JSON.parse(stdout) as { length: number };
    if (ms > slowest.ms) slowest = { ms, length, start, goal };
  }
  return {
    what: `slowest of ${howMany} random Line positions and goals (${slowest.start} → ${slowest.goal}, ${slowest.length} moves)`,
    ms: slowest.ms,
    targetMs: 2000,
    page: '',
  };
};
