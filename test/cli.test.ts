import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { catalogue, findEntry } from '../source/puzzles/catalogue.js';
import { linePageTable } from '../source/puzzles/line/boards.js';
import { type Answer, replayNotation } from './cli-answers.js';
import { type Outcome, tobikoeHere } from './cli-here.js';

const run = promisify(execFile);
const cli = new URL('../dist/cli.js', import.meta.url).pathname;

/** The real process, for what is about the process: exit status, start-up, one JSON answer. */
const tobikoe = async (...args: string[]): Promise<Outcome> => {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], { timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
};

describe('tobikoe solve --json', () => {
  it('answers knights in 16 legal moves with the documented fields', async () => {
    const { code, stdout } = await tobikoe('solve', 'knights', '--json');
    expect(code).toBe(0);
    const answer = JSON.parse(stdout) as Answer;
    expect(Object.keys(answer)).toEqual(
      expect.arrayContaining([
        'puzzle',
        'algorithm',
        'start',
        'goal',
        'length',
        'moves',
        'iterations',
        'nodes',
        'ms',
        'solutions',
      ]),
    );
    expect(answer.puzzle).toBe('knights');
    expect(answer.algorithm).toBe('ida');
    expect(answer.length).toBe(16);
    expect(answer.moves).toHaveLength(16);
    expect(replayNotation('knights', answer)).toBe(true);
    const depths = answer.iterations.map((iteration) => iteration.depth);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
  });

  // Every quick id solved with --json, its answer replayed: batch.test.ts, beside the same start
  // as a --batch line.

  it('takes a Line Puzzle board with separators and a named goal', async () => {
    const { code, stdout } = await tobikoeHere(
      'solve',
      'line',
      '--start',
      'ACA. CDCA DBAB CDBD',
      '--goal',
      'goal3',
      '--json',
    );
    expect(code).toBe(0);
    const answer = JSON.parse(stdout) as Answer;
    expect(answer.start).toBe('ACA.CDCADBABCDBD');
    expect(answer.length).toBe(24);
  });

  it('counts every optimal peg-star answer with --all, agreeing across algorithms', async () => {
    const results: Outcome[] = [];
    for (const algo of ['bfs', 'iddfs', 'ida']) {
      results.push(await tobikoeHere('solve', 'peg-star', '--all', '--algo', algo, '--json'));
    }
    const counts = results.map(({ stdout }) => (JSON.parse(stdout) as Answer).solutions);
    expect(counts[0]).toBeGreaterThan(28);
    expect(new Set(counts).size).toBe(1);
  });

  it('takes a named bound, which implies IDA*', async () => {
    const { code, stdout } = await tobikoeHere('solve', 'frog-a', '--bound', 'lone', '--json');
    expect(code).toBe(0);
    const answer = JSON.parse(stdout) as Answer & { bound: string };
    expect([answer.algorithm, answer.bound, answer.length]).toEqual(['ida', 'lone', 23]);
  });

  it('solves with each --algo, and every algorithm gives the same length', async () => {
    // Flip It on a line: every algorithm applies and each takes milliseconds
    // (search-crosscheck.test compares them on many positions of every family).
    const lengths: number[] = [];
    for (const algo of ['bfs', 'bidir', 'iddfs', 'ida']) {
      const { stdout } = await tobikoeHere('solve', 'flip-line', '--algo', algo, '--json');
      const answer = JSON.parse(stdout) as Answer;
      expect(answer.algorithm).toBe(algo);
      expect(replayNotation('flip-line', answer)).toBe(true);
      lengths.push(answer.length);
    }
    expect(new Set(lengths).size).toBe(1);
  });
});

describe('tobikoe solve (text)', () => {
  it('prints depth lines, the length and a film strip', async () => {
    const { code, stdout } = await tobikoeHere('solve', 'knights');
    expect(code).toBe(0);
    // Under a header, each bound's own nodes, its own time and the time elapsed.
    expect(stdout).toMatch(/^bound +nodes +time +elapsed +cut-offs$/m);
    expect(stdout).toMatch(/^14 +14,645 +[\d.]+ (ms|s) +[\d.]+ (ms|s) +[\d,]+$/m);
    expect(stdout).toMatch(/solved in 16 moves/);
    expect(stdout).toMatch(/16: 8→9/);
    expect(stdout).toMatch(/^ ● ● ●/m);
  });

  it('draws ASCII with --ascii', async () => {
    const { stdout } = await tobikoeHere('solve', 'flip-line', '--ascii');
    expect(stdout).toMatch(/solved in \d+ moves/);
    expect([...stdout].every((char) => (char.codePointAt(0) ?? 0) < 128)).toBe(true);
  });

  // Sized puzzles name their size in their title (`Lights Out 3×3`).
  it.each([
    ['new', 'slide', '--rows', '2', '--cols', '3'],
    ['solve', 'lightsout', '--side', '3'],
    ['analyze', 'lightsout', '--side', '3'],
    ['daily', 'lightsout', '--side', '4'],
  ])('prints only ASCII with --ascii: %s', async (...args) => {
    const { code, stdout } = await tobikoeHere(...args, '--ascii');
    expect(code).toBe(0);
    const signs = [...stdout].filter((char) => (char.codePointAt(0) ?? 0) >= 128);
    expect(signs).toEqual([]);
    // Without --ascii the same lines keep their signs.
    expect((await tobikoeHere(...args)).stdout).toContain('×');
  });
});

describe('tobikoe analyze --json', () => {
  it('measures flip-star: 24,576 states, diameter 21, 24 farthest', async () => {
    const { code, stdout } = await tobikoeHere('analyze', 'flip-star', '--json');
    expect(code).toBe(0);
    const analysis = JSON.parse(stdout) as {
      states: number;
      diameter: number;
      histogram: number[];
      farthest: string[];
    };
    expect(analysis.states).toBe(24_576);
    expect(analysis.diameter).toBe(21);
    expect(analysis.farthest).toHaveLength(24);
    expect(analysis.histogram.reduce((sum, count) => sum + count, 0)).toBe(24_576);
  });
});

describe('tobikoe bounds', () => {
  it('runs IDA* with each bound of frog-a and then none, to the same length', async () => {
    const { code, stdout } = await tobikoeHere('bounds', 'frog-a', '--json');
    expect(code).toBe(0);
    const table = JSON.parse(stdout) as {
      puzzle: string;
      start: string;
      rows: {
        bound: string;
        start: number;
        length: number;
        nodes: number;
        ebf: number;
        peak: { positions: number; bytes: number };
      }[];
    };
    expect(table.puzzle).toBe('frog-a');
    for (const row of table.rows) expect(row.peak.positions).toBeGreaterThan(row.length);
    expect(table.rows.map((row) => row.bound)).toEqual([
      ...(findEntry('frog-a')
        ?.create({})
        .bounds?.map((bound) => bound.name) ?? []),
      'none',
    ]);
    expect(new Set(table.rows.map((row) => row.length))).toEqual(new Set([23]));
    expect(table.rows[0].nodes).toBeLessThan(table.rows[1].nodes);
  });

  it("starts line start2 → goal1 at the page's bound with --bound nearest", async () => {
    const args = ['--start', 'start2', '--goal', 'goal1', '--bound', 'nearest', '--json'];
    const { code, stdout } = await tobikoeHere('solve', 'line', ...args);
    expect(code).toBe(0);
    const answer = JSON.parse(stdout) as Answer;
    const page = linePageTable.find((row) => row.start === 'start2' && row.goal === 'goal1');
    expect(answer.iterations[0].depth).toBe(page?.pageBound);
    expect(answer.length).toBe(page?.pageLength);
  });
});

describe('tobikoe list', () => {
  it('lists every id as JSON, with its bounds (none for a family without one)', async () => {
    const { stdout } = await tobikoeHere('list', '--json');
    // One object, as --json promises everywhere.
    const { puzzles: entries } = JSON.parse(stdout) as {
      puzzles: { id: string; bounds: { name: string }[] }[];
    };
    const ids = entries.map((entry) => entry.id);
    expect(ids).toEqual(catalogue.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of entries) {
      const made = findEntry(entry.id)?.create({});
      expect(entry.bounds.map((bound) => bound.name)).toEqual(
        (made?.bounds ?? []).map((bound) => bound.name),
      );
    }
  });
});

describe('errors: one line, the right exit code, no stack trace', () => {
  const cases: { args: string[]; code: number; message: RegExp }[] = [
    { args: ['solve', 'nope'], code: 2, message: /unknown puzzle 'nope'/ },
    { args: ['solve', 'line', '--start', 'AAAA'], code: 2, message: /start board has 4 cells/ },
    { args: ['solve', 'knights', '--start', 'BBB.....WWWW'], code: 2, message: /5 empty cells/ },
    { args: ['solve', 'knights', '--start', 'BBW......WWW'], code: 2, message: /has 2 B/ },
    { args: ['solve', 'knights', '--start', 'BBX......WWW'], code: 2, message: /'X'/ },
    { args: ['solve', 'frog-line', '--start', 'BB..WWW'], code: 2, message: /empty/ },
    { args: ['solve', 'peg-star', '--hole', '13'], code: 2, message: /hole/ },
    { args: ['solve', 'knights', '--algo', 'dfs'], code: 2, message: /unknown --algo 'dfs'/ },
    {
      args: ['solve', 'knights', '--goal', 'BBB......WWW', '--hole', '1'],
      code: 2,
      message: /does not take --hole/,
    },
    { args: ['solve', 'line', '--goal', 'AAAAABB.CCCCDDDD'], code: 2, message: /goal/ },
    {
      args: ['solve', 'knights', '--frobnicate'],
      code: 2,
      message: /unknown option '--frobnicate'/,
    },
    { args: ['dance'], code: 2, message: /unknown command 'dance'/ },
    {
      args: ['solve', 'knights', '--bound', 'manhattan'],
      code: 2,
      message: /no bound 'manhattan'; its bounds are assignment, nearest, misplaced, none/,
    },
    { args: ['solve', 'knights', '--bound', 'none', '--algo', 'bfs'], code: 2, message: /ida/ },
    { args: ['bounds', 'knights', '--limit-s', '0'], code: 2, message: /--limit-s/ },
    {
      args: ['solve', 'peg-star', '--algo', 'bidir'],
      code: 2,
      message: /peg-star cannot be solved with --algo bidir; use bfs, iddfs, ida, astar or greedy/,
    },
    {
      args: ['solve', 'knights', '--all', '--algo', 'bidir'],
      code: 2,
      message: /--all counts solutions with bfs, iddfs or ida, not bidir/,
    },
    { args: ['solve', 'peg-star-2', '--hole', '0'], code: 1, message: /parity/ },
    { args: ['solve', 'frog-line', '--start', 'BW.BW'], code: 1, message: /no solution/ },
  ];
  for (const { args, code, message } of cases) {
    it(args.join(' '), async () => {
      const outcome = await tobikoeHere(...args);
      expect(outcome.code).toBe(code);
      expect(outcome.stderr).toMatch(message);
      expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
      expect(outcome.stderr).not.toMatch(/\n\s+at /);
    });
  }

  it('the real process exits with the code and says the one line', async () => {
    for (const { args, code, message } of [cases[0], cases[cases.length - 1]]) {
      const outcome = await tobikoe(...args);
      expect(outcome.code).toBe(code);
      expect(outcome.stderr).toMatch(message);
      expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('start-up', () => {
  it('prints help without loading Ink', async () => {
    const { code, stdout } = await tobikoe('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('tobikoe solve <id|code>');
  });
});
