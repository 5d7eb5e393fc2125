/**
 * Each lesson keeps what its line promises: opened from the menu as a
 * teacher opens it, walked to the step that shows it, the figures on screen
 * are those the real search computes here (run in this process, under the
 * suite's node limit), and they say what the lesson's words say.
 */
import { describe, expect, it } from 'vitest';
import { readCode } from '../source/puzzles/codes.js';
import { comparedBounds, runBound } from '../source/search/compare-bounds.js';
import { type Algorithm, BFS_POSITION_LIMIT } from '../source/search/search-events.js';
import { bytesText, count, shortCount } from '../source/text/format.js';
import { LESSONS, type Lesson, lessonWords } from '../source/ui/menu/lessons.js';
import { shortNames } from '../source/ui/solve/text.js';
import { wordsIn } from '../source/words/words.js';
import { runSearch } from '../source/worker/jobs.js';
import type { BoundsOutcome, JobOutcome, SearchService } from '../source/worker/protocol.js';
import { searchHere } from './search-services.js';
import { ALL_FEATURES, appPerTest, KEYS, type Session } from './ui-support.js';

const start = appPerTest();
const PAGE_DOWN = '\u001B[6~';
// The two long ones (tables built, millions of nodes; a watch to the meeting) on a loaded machine.
const LONG_MS = 150_000;
const LONG_WAIT_MS = 120_000;
const say = wordsIn('en');

const lessonNamed = (name: Lesson['words']): Lesson => {
  const found = LESSONS.find((lesson) => lesson.words === name);
  if (!found) throw new Error(`no lesson ${name}`);
  return found;
};

type Solved = Extract<JobOutcome, { kind: 'solved' }>;

/** The real search of the lesson's position with `algorithm`, as the panel's worker runs it. */
const searched = (lesson: Lesson, algorithm: Algorithm): JobOutcome => {
  const { entry, options } = readCode(lesson.code);
  const puzzle = entry.create(options);
  return runSearch({ id: entry.id, options, board: puzzle.start, algorithm });
};

/** Each position's search by each algorithm, run once for the file (two lessons share line-3). */
const solvedOnce = new Map<string, Solved>();
const solved = (lesson: Lesson, algorithm: Algorithm): Solved => {
  const key = `${lesson.code} ${algorithm}`;
  const known = solvedOnce.get(key);
  if (known) return known;
  const outcome = searched(lesson, algorithm);
  if (outcome.kind !== 'solved') throw new Error(`${algorithm}: ${outcome.kind}`);
  solvedOnce.set(key, outcome);
  return outcome;
};

/** Opens `lesson` from the menu (l, ↓ to it, Enter) and goes on to its step `step` (from 0) with PgDn. */
const openAt = async (
  lesson: Lesson,
  step: number,
  search: SearchService,
  size = { columns: 140, rows: 45 },
): Promise<Session> => {
  const session = await start({ size, features: ALL_FEATURES, search });
  await session.press('l');
  await session.waitFor(lessonWords(lesson).title);
  for (let down = 0; down < LESSONS.indexOf(lesson); down++) await session.press(KEYS.down);
  await session.press(KEYS.enter);
  const count = lesson.steps.length;
  await session.waitFor(say.menu.lessons.stepOf(1, count));
  for (let at = 1; at <= step; at++) {
    await session.press(PAGE_DOWN);
    await session.waitFor(say.menu.lessons.stepOf(at + 1, count));
  }
  return session;
};

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The cells of a table row that starts with `name`, read after the header line holding `header`. */
const rowCells = (frame: string, header: string, name: string): string[] => {
  const lines = frame.split('\n');
  const top = lines.findIndex((line) => line.includes(header));
  const pattern = new RegExp(`(?:^|\\s)${escaped(name)}\\s+(.*)$`);
  for (const line of lines.slice(top + 1)) {
    const found = line.match(pattern);
    if (found) return found[1].trim().split(/\s+/);
  }
  throw new Error(`no row ${name} in:\n${frame}`);
};

/** A comparison row's figures as shown: length, nodes, and held and memory where the columns are shown. */
const compareRow = (frame: string, algorithm: Algorithm) => {
  const { columns } = say.solve.compare;
  const header =
    frame
      .split('\n')
      .find((line) => line.includes(columns.algorithm) && line.includes(columns.length)) ?? '';
  const cells = rowCells(frame, header, shortNames[algorithm]);
  const iterations = header.includes(columns.iterations) ? 1 : 0;
  const held = header.includes(columns.held);
  return {
    length: cells[0],
    nodes: cells[1 + iterations],
    held: held ? cells[cells.length - 3] : undefined,
    memory: cells.slice(-2).join(' '),
  };
};

/** Waits until every algorithm's row of the comparison shows its length; no other algorithm has a row. */
const compared = async (session: Session, lengths: ReadonlyMap<Algorithm, string>) => {
  let frame = '';
  for (const [algorithm, length] of lengths) {
    frame = await session.waitFor(
      new RegExp(`(?:^|\\s)${escaped(shortNames[algorithm])}\\s+${escaped(length)}\\s`),
    );
  }
  // The table's rows: the lines under its header, read from the header's first column.
  const lines = frame.split('\n');
  const { columns } = say.solve.compare;
  const top = lines.findIndex(
    (line) => line.includes(columns.algorithm) && line.includes(columns.length),
  );
  const at = lines[top].indexOf(columns.algorithm);
  const names = new Map(Object.entries(shortNames).map(([algorithm, name]) => [name, algorithm]));
  const rows: string[] = [];
  for (const line of lines.slice(top + 1)) {
    const name = names.get(line.slice(at).split(/\s+/)[0]);
    if (name === undefined) break;
    rows.push(name);
  }
  expect(rows).toEqual([...lengths.keys()]);
  return frame;
};

/** The screen's row agrees with the search's own figures. */
const agrees = (row: ReturnType<typeof compareRow>, outcome: Solved): void => {
  expect(row.length).toBe(String(outcome.moves.length));
  expect(row.nodes).toBe(count(outcome.nodes));
  if (outcome.peak && row.held !== undefined) {
    expect(row.held).toBe(shortCount(outcome.peak.positions));
    expect(row.memory).toBe(bytesText(outcome.peak.bytes));
  }
};

/** The last step of a lesson whose last step compares `algorithms`. */
const comparedStep = (lesson: Lesson, algorithms: readonly Algorithm[]): number => {
  const step = lesson.steps.length - 1;
  expect(lesson.steps[step]).toEqual({ view: 'compare', algorithms });
  return step;
};

describe('each lesson keeps its promise, opened from the menu', () => {
  it('8-puzzle, plain deepening against IDA*: the same answer, a tiny share of the nodes', async () => {
    const lesson = lessonNamed('eightDeepening');
    const step = comparedStep(lesson, ['iddfs', 'ida']);
    const iddfs = solved(lesson, 'iddfs');
    const ida = solved(lesson, 'ida');
    const session = await openAt(lesson, step, searchHere);
    const length = String(iddfs.moves.length);
    const frame = await compared(
      session,
      new Map([
        ['iddfs', length],
        ['ida', length],
      ]),
    );
    agrees(compareRow(frame, 'iddfs'), iddfs);
    agrees(compareRow(frame, 'ida'), ida);
    // "the same 20-move answer": the line names the length both find.
    expect(lessonWords(lesson).look).toContain(`same ${ida.moves.length}-move answer`);
    expect(lessonWords(lesson).title).toContain(`${ida.moves.length} moves`);
    // "skips almost every node plain deepening visits": under one in a hundred.
    expect(ida.nodes * 100).toBeLessThan(iddfs.nodes);
  });

  it(
    "15-puzzle, Korf's #1: every bound that finishes finds the same 57 moves, a better one with far fewer nodes",
    async () => {
      const lesson = lessonNamed('fifteenBounds');
      expect(lesson.steps[1]).toEqual({ view: 'bounds' });
      // The bounds compared as the panel's worker does, each under a node limit
      // instead of a time limit (the weak bounds would need far more): just
      // over ten times what the best bound takes here, so that "far fewer"
      // can be read as under a tenth.
      const limitNodes = 2_500_000;
      const { entry, options } = readCode(lesson.code);
      const puzzle = entry.create(options);
      const bounds: SearchService['bounds'] = (job, listeners = {}) => {
        const result = new Promise<BoundsOutcome>((resolve) => {
          setImmediate(() => {
            const rows = comparedBounds(puzzle).map((bound) => {
              listeners.onStart?.(bound.name);
              const row = runBound(puzzle, Uint8Array.from(job.board), bound, { limitNodes });
              listeners.onRow?.(row);
              return row;
            });
            resolve({ kind: 'compared', rows });
          });
        });
        return { cancel: () => {}, result };
      };
      // The first step's solve is left unanswered: the lesson moves on before it would end.
      const never: SearchService['solve'] = () => ({
        cancel: () => {},
        result: new Promise(() => {}),
      });
      const session = await openAt(lesson, 1, { ...searchHere, solve: never, bounds });
      const names = comparedBounds(puzzle).map((bound) => bound.name);
      const last = names[names.length - 1];
      const { columns } = say.solve.bounds;
      const frame = await session.waitFor(
        new RegExp(`(?:^|\\s)${last}\\s+\\d+\\s+-\\s`),
        LONG_WAIT_MS,
      );
      const rows = names.map((name) => {
        const cells = rowCells(frame, columns.bound, name);
        return { name, moves: cells[1], nodes: Number(cells[2].replaceAll(',', '')) };
      });
      const finished = rows.filter((row) => row.moves !== '-');
      const stopped = rows.filter((row) => row.moves === '-');
      // Korf's published length for #1; the line says it too.
      expect(lessonWords(lesson).look).toContain('57 moves');
      expect(finished.map((row) => row.moves)).toEqual(finished.map(() => '57'));
      expect(finished.map((row) => row.name)).toContain('pdb');
      // 6-6-3 databases count more moves than 5-5-5 ones: fewer nodes.
      const nodesOf = (name: string): number => rows.find((row) => row.name === name)?.nodes ?? 0;
      if (finished.some((row) => row.name === 'pdb-555')) {
        expect(nodesOf('pdb')).toBeLessThan(nodesOf('pdb-555'));
      }
      // Plain deepening and the weak bounds stop at the limit: more than ten times the best's nodes.
      expect(stopped.map((row) => row.name)).toContain('none');
      const fewest = Math.min(...finished.map((row) => row.nodes));
      for (const row of stopped) {
        expect(row.nodes).toBe(limitNodes);
        expect(fewest * 10).toBeLessThan(row.nodes);
      }
    },
    LONG_MS,
  );

  it('frog line: breadth-first holds more, deepening visits more', async () => {
    const lesson = lessonNamed('frogMemory');
    const step = comparedStep(lesson, ['bfs', 'iddfs', 'ida']);
    const outcomes = new Map(
      (['bfs', 'iddfs', 'ida'] as const).map((algorithm) => [algorithm, solved(lesson, algorithm)]),
    );
    const bfs = outcomes.get('bfs') as Solved;
    const iddfs = outcomes.get('iddfs') as Solved;
    const session = await openAt(lesson, step, searchHere);
    const length = String(bfs.moves.length);
    const frame = await compared(
      session,
      new Map([...outcomes.keys()].map((algorithm) => [algorithm, length])),
    );
    for (const [algorithm, outcome] of outcomes) {
      const row = compareRow(frame, algorithm);
      expect(row.held, algorithm).toBeDefined();
      agrees(row, outcome);
    }
    // "breadth-first keeps every position it has seen; deepening keeps one path".
    if (!bfs.peak || !iddfs.peak) throw new Error('no peak');
    expect(bfs.peak.positions).toBeGreaterThan(iddfs.peak.positions);
    expect(bfs.peak.bytes).toBeGreaterThan(iddfs.peak.bytes);
    const ida = outcomes.get('ida') as Solved;
    expect(bfs.peak.positions).toBeGreaterThan(ida.peak?.positions ?? Number.POSITIVE_INFINITY);
    // Deepening keeps its path: no more than the answer's positions.
    expect(iddfs.peak.positions).toBeLessThanOrEqual(iddfs.moves.length + 1);
    // "and pays in nodes visited again".
    expect(iddfs.nodes).toBeGreaterThan(bfs.nodes);
  });

  it(
    'Line Puzzle 3: the two frontiers meet in the middle; breadth-first alone stops at its limit',
    async () => {
      const lesson = lessonNamed('lineBidirectional');
      expect(lesson.steps[1]).toMatchObject({ view: 'watch', algorithm: 'bidir' });
      const bidir = solved(lesson, 'bidir');
      // In a small window: a watch redraws many frames.
      const session = await openAt(lesson, 1, searchHere, { columns: 80, rows: 24 });
      // The fastest pace: the watch runs to the meeting, and shows the answer the frontiers make.
      for (let faster = 0; faster < 20; faster++) await session.press('+');
      // The watch pauses where the frontiers meet: the meeting position, after as many
      // positions expanded as the real search expands.
      const metAt = say.solve.watch.metAt('\u0000').split('\u0000')[0];
      const met = await session.waitFor(metAt, LONG_WAIT_MS);
      expect(met).toContain(`${count(bidir.nodes)} `);
      // The last step: breadth-first from the start alone gives up at the positions it may keep.
      const step = comparedStep(lesson, ['bfs', 'bidir']);
      if (!bidir.peak) throw new Error('no peak');
      await session.press(PAGE_DOWN);
      await session.waitFor(say.menu.lessons.stepOf(step + 1, lesson.steps.length));
      const frame = await compared(
        session,
        new Map<Algorithm, string>([
          ['bfs', say.solve.compare.limit],
          ['bidir', String(bidir.moves.length)],
        ]),
      );
      expect(frame).toContain(
        say.solve.compare.keepsAtMost(shortNames.bfs, count(BFS_POSITION_LIMIT)),
      );
      agrees(compareRow(frame, 'bidir'), bidir);
      // "while the two halves meet holding far fewer".
      expect(bidir.peak.positions).toBeLessThan(BFS_POSITION_LIMIT / 2);
    },
    LONG_MS,
  );

  it('8-puzzle, 31 moves: A* and IDA* find the same answer, A* holding far more', async () => {
    const lesson = lessonNamed('astarMemory');
    const step = comparedStep(lesson, ['astar', 'ida']);
    const astar = solved(lesson, 'astar');
    const ida = solved(lesson, 'ida');
    const session = await openAt(lesson, step, searchHere);
    const length = String(ida.moves.length);
    const frame = await compared(
      session,
      new Map([
        ['astar', length],
        ['ida', length],
      ]),
    );
    agrees(compareRow(frame, 'astar'), astar);
    agrees(compareRow(frame, 'ida'), ida);
    expect(lessonWords(lesson).title).toContain(`${ida.moves.length} moves`);
    if (!astar.peak || !ida.peak) throw new Error('no peak');
    // Memory: A* stores what it met, IDA* its path.
    expect(astar.peak.positions).toBeGreaterThan(ida.peak.positions * 10);
    expect(astar.peak.bytes).toBeGreaterThan(ida.peak.bytes * 10);
    // Time: "near the same nodes", IDA* visiting some again.
    expect(ida.nodes).toBeGreaterThanOrEqual(astar.nodes);
    expect(ida.nodes).toBeLessThan(astar.nodes * 3);
  });

  it("Line Puzzle 3, greedy best-first: fewer nodes than A*, and an answer longer than A*'s optimum", async () => {
    const lesson = lessonNamed('greedyLength');
    const step = comparedStep(lesson, ['greedy', 'astar']);
    const greedy = solved(lesson, 'greedy');
    const astar = solved(lesson, 'astar');
    // The optimum from another search than the one shown: bidirectional breadth-first.
    const optimum = solved(lesson, 'bidir').moves.length;
    expect(astar.moves.length).toBe(optimum);
    const session = await openAt(lesson, step, searchHere);
    const frame = await compared(
      session,
      new Map([
        ['greedy', String(greedy.moves.length)],
        ['astar', String(optimum)],
      ]),
    );
    agrees(compareRow(frame, 'greedy'), greedy);
    agrees(compareRow(frame, 'astar'), astar);
    // "fast, and not optimal": its length beside the optimum, on the same screen.
    expect(greedy.moves.length).toBeGreaterThan(optimum);
    expect(greedy.nodes).toBeLessThan(astar.nodes);
  });
});
