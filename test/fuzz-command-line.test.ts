import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../source/args/cli-main.js';
import { commandNames } from '../source/commands/specs.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import { type ProcessOutcome, runTobikoe, type Sink } from './cli-process.js';

/**
 * Hundreds of generated command lines, run in this process through the same
 * `main` the executable runs: whatever the line, the exit code is 0, 1, 2 or
 * 3; an error is one line on stderr; no control character reaches the
 * terminal; with --json, stdout is one JSON value or (on an error) nothing.
 * Then every command, its output full, closed or read by no one: the exit
 * code stays the truth (in process, that each prints only the guarded way;
 * as a real process, one command of each kind of ending on each output).
 */

// The game itself needs a terminal: it is left to the pseudo-terminal tests.
const commands = fc.constantFrom('solve', 'analyze', 'list', 'help', 'nope', 'SOLVE');
const hostile = fc.constantFrom(
  '\u001B]0;pwn\u0007',
  '\u001B[31mred',
  'a\u0000b',
  '\u009B2J',
  'x'.repeat(5000),
  'line\u2028-3',
  '',
  ' ',
  '-',
  '—',
);
const id = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...catalogue.map((entry) => entry.id)) },
  { weight: 2, arbitrary: hostile },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const board = fc.oneof(
  fc.string({
    unit: fc.constantFrom('.', 'S', 'B', 'W', 'A', 'C', 'D', 'o', ' ', '|', '/', 'x'),
    maxLength: 20,
  }),
  fc.constantFrom('start1', 'goal3', 'start9', 'BBB......WWW', 'oooooooooooo', '.oooooooooooo'),
  hostile,
);
const number = fc.oneof(
  fc.integer({ min: -3, max: 20 }).map(String),
  fc.constantFrom(
    '',
    '1e3',
    'Infinity',
    '-Infinity',
    '0x10',
    '2.5',
    'NaN',
    '٣',
    '99999999999999999999',
  ),
  hostile,
);
const option = fc.oneof(
  fc.tuple(fc.constantFrom('--start', '--goal'), board),
  fc.tuple(fc.constantFrom('--n', '--hole', '--limit-nodes', '--limit-s'), number),
  fc.tuple(
    fc.constant('--algo'),
    fc.oneof(fc.constantFrom('bfs', 'bidir', 'iddfs', 'ida', 'BFS', 'dfs'), hostile),
  ),
  fc.constantFrom(['--json'], ['--all'], ['--ascii'], ['--anywhere'], ['--help'], ['--version']),
  fc.constantFrom(['-x'], ['--'], ['--bogus'], ['--Start'], ['--json=1'], ['-']),
  hostile.map((word) => [word]),
);
/** Lines that end in "no solution" (exit 1): a first hole of the wrong parity group. */
const unsolvable = fc.constantFrom<readonly string[]>(
  ['solve', 'peg-star-2', '--hole', '0'],
  ['solve', 'peg-star-2', '--hole', '6', '--json'],
);
const commandLine = fc
  .oneof(
    {
      weight: 20,
      arbitrary: fc
        .tuple(commands, fc.option(id, { nil: undefined }), fc.array(option, { maxLength: 4 }))
        .map(([command, target, options]) => [
          command,
          ...(target === undefined ? [] : [target]),
          ...options.flat(),
        ]),
    },
    { weight: 1, arbitrary: unsolvable },
  )
  .map((words) => [
    ...words,
    // Every search is bounded, so no line runs for long: a node limit, met exactly.
    '--limit-nodes',
    '2000',
  ]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;

type Ran = { code: number; stdout: string; stderr: string };

/** Runs one command line in this process, catching what it writes. */
const run = async (argv: readonly string[]): Promise<Ran> => {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const capture = (into: string[]) => (chunk: string | Uint8Array) => {
    into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture(stdout));
  vi.spyOn(process.stderr, 'write').mockImplementation(capture(stderr));
  try {
    const code = await main(argv);
    return { code, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    vi.restoreAllMocks();
  }
};

/**
 * --json asked for as a flag (not after `--`, not as another flag's value).
 * `--help` and `--version` win over any command, as is the custom: words for people.
 */
const asksJson = (argv: readonly string[]): boolean => {
  const at = argv.indexOf('--json');
  if (at < 0 || argv.includes('--help') || argv.includes('--version')) return false;
  const before = argv.slice(0, at);
  return (
    !before.includes('--') &&
    !['--start', '--goal', '--algo', '--n', '--hole', '--limit-s', '--limit-nodes'].includes(
      before.at(-1) ?? '',
    )
  );
};

afterEach(() => vi.restoreAllMocks());

describe('any command line', () => {
  it('exits 0..3, errs in one line, echoes no control character, and --json prints one JSON value', async () => {
    const codes = new Set<number>();
    await fc.assert(
      fc.asyncProperty(commandLine, async (argv) => {
        const { code, stdout, stderr } = await run(argv);
        codes.add(code);
        const what = JSON.stringify({ argv, code, stderr: stderr.slice(0, 300) });
        expect([0, 1, 2, 3], what).toContain(code);
        if (code === 0) expect(stderr, what).toBe('');
        else expect(stderr, what).toMatch(/^tobikoe: [^\n]+\n$/);
        expect(CONTROL.test(stderr.slice(0, -1)), what).toBe(false);
        expect(CONTROL.test(stdout.replaceAll('\n', '')), what).toBe(false);
        expect(stderr.length, what).toBeLessThan(600);
        if (asksJson(argv)) {
          if (code !== 0) expect(stdout, what).toBe('');
          else {
            expect(stdout.endsWith('\n') && !stdout.slice(0, -1).includes('\n'), what).toBe(true);
            const value: unknown = JSON.parse(stdout);
            // An object, not an array or a bare value.
            expect(typeof value === 'object' && value !== null && !Array.isArray(value), what).toBe(
              true,
            );
          }
        }
      }),
      { numRuns: 400, seed: 1111, endOnFailure: true },
    );
    // The lines met every ending: done, no solution, bad input, a limit.
    expect([...codes].sort()).toEqual([0, 1, 2, 3]);
  }, 120_000);
});

/** A line for every command and every way a command ends (0, 1, 2, 3), each quick. */
const everyCommand: readonly (readonly string[])[] = [
  ['--help'],
  ['--version'],
  ['list', '--json'],
  ['solve', 'zzz'],
  ['play', 'knights'],
  ['solve', 'frog-line', '--limit-nodes', '5'],
  ['solve', 'peg-star-2-h0'],
  ['analyze', 'knights'],
  ['new', 'knights', '--seed', '7'],
  ['daily', 'knights', '--json'],
  ['review', 'knights', '--moves', '0-5 2-3'],
  ['bounds', 'knights', '--limit-nodes', '200'],
  ['watch', 'knights'],
  ['replay', 'no-such-recording.cast'],
  ['completion', 'bash'],
  ['records', '--json'],
];

/** Runs `jobs` at most `width` at a time (each starts a process). */
const few = async <T>(jobs: readonly (() => Promise<T>)[], width: number): Promise<T[]> => {
  const results: T[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const at = next++;
      results[at] = await jobs[at]();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
};

/** Every line tobikoe wrote on stderr is its own one-line kind: never a stack trace. */
const onlyOwnLines = (stderr: string): boolean =>
  stderr.split('\n').every((line) => line === '' || line.startsWith('tobikoe: '));

type Baseline = Ran & { printed: boolean; unguardedWrites: string[] };

/**
 * One line run in this process as the process runs it (stdin is not a
 * terminal: /dev/null), noting every write to stdout that did not come
 * through `printText`, the one guarded way to print.
 */
const baselineHere = async (argv: readonly string[]): Promise<Baseline> => {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const unguardedWrites: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    stdout.push(text);
    if (!/\bprintText \(.*commands[\\/]output\.ts/.test(new Error().stack ?? ''))
      unguardedWrites.push(text.slice(0, 80));
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
    return true;
  });
  const wasTerminal = process.stdin.isTTY;
  process.stdin.isTTY = false;
  try {
    const code = await main(argv);
    const printed = stdout.join('');
    return {
      code,
      stdout: printed,
      stderr: stderr.join(''),
      printed: printed !== '',
      unguardedWrites,
    };
  } finally {
    process.stdin.isTTY = wasTerminal;
    vi.restoreAllMocks();
  }
};

type SinkCase = { stdout: Sink; stderr: 'pipe' | 'full' | 'closed' };
const sinks: readonly SinkCase[] = [
  { stdout: 'full', stderr: 'pipe' },
  { stdout: 'closed', stderr: 'pipe' },
  { stdout: 'broken', stderr: 'pipe' },
  { stdout: 'pipe', stderr: 'full' },
  { stdout: 'pipe', stderr: 'closed' },
];

/** A real process's run of a line of `everyCommand` with its output sent to one sink. */
type SinkRun = SinkCase & { argv: readonly string[]; baseline: Baseline; got: ProcessOutcome };

describe('every command, its output full, closed or gone', () => {
  const baselines: Baseline[] = [];
  /** Every line's kind of ending: its exit code, and whether it printed. */
  const kindOf = (baseline: Baseline): string => `${baseline.code} ${baseline.printed}`;
  const runs: SinkRun[] = [];

  /**
   * Every command prints only through `printText` (checked in process, for
   * each), and what a lost output does is decided there and in the handlers
   * the executable sets on stdout and stderr, whichever command printed. So a
   * real process is started for one command of each kind of ending (printed
   * or not, and its exit code), on every sink; the rest is seen in process.
   */
  beforeAll(async () => {
    for (const argv of everyCommand) baselines.push(await baselineHere(argv));
    // One command for each kind of ending: the first of its kind.
    const chosen = everyCommand
      .map((argv, index) => ({ argv, baseline: baselines[index] }))
      .filter(
        ({ baseline }, index) =>
          baselines.findIndex((each) => kindOf(each) === kindOf(baseline)) === index,
      );
    const cases = chosen.flatMap((line) => sinks.map((sink) => ({ ...line, ...sink })));
    const outcomes = await few(
      cases.map(
        ({ argv, stdout, stderr }) =>
          () =>
            runTobikoe(argv, { stdout, stderr }),
      ),
      2,
    );
    runs.push(...cases.map((each, at) => ({ ...each, got: outcomes[at] })));
  }, 120_000);

  /** The real process's run of `argv` on `sink` (a command the matrix chose for its kind). */
  const runOf = (argv: readonly string[], sink: SinkCase): SinkRun => {
    const found = runs.find(
      (run) =>
        JSON.stringify(run.argv) === JSON.stringify(argv) &&
        run.stdout === sink.stdout &&
        run.stderr === sink.stderr,
    );
    if (!found) throw new Error(`no run of ${JSON.stringify(argv)} on ${JSON.stringify(sink)}`);
    return found;
  };
  /** The matrix's command for a kind of ending. */
  const chosenFor = (code: number, printed: boolean): readonly string[] => {
    const found = runs.find(
      (run) => run.baseline.code === code && run.baseline.printed === printed,
    );
    if (!found) throw new Error(`no command ends ${code}, printed ${printed}`);
    return found.argv;
  };
  const lines = (text: string): string[] => text.split('\n').filter(Boolean);

  it("the exit code is the run's own, or 74 when what it printed was lost; never a stack trace", () => {
    const commandsSeen = new Set(everyCommand.map((argv) => argv[0]));
    for (const command of commandNames) expect(commandsSeen, command).toContain(command);
    expect(new Set(baselines.map((each) => each.code))).toEqual(new Set([0, 1, 2, 3]));
    baselines.forEach((baseline, index) => {
      const what = JSON.stringify({
        argv: everyCommand[index],
        ...baseline,
        stdout: baseline.stdout.slice(0, 200),
      });
      expect(baseline.unguardedWrites, what).toEqual([]);
      expect(onlyOwnLines(baseline.stderr), what).toBe(true);
    });
    // Every kind of ending was run on every sink.
    expect(new Set(runs.map((run) => kindOf(run.baseline)))).toEqual(
      new Set(baselines.map(kindOf)),
    );
    expect(runs.some((run) => run.baseline.printed)).toBe(true);
    expect(runs.some((run) => !run.baseline.printed)).toBe(true);
    // With stdout a pipe (stderr full or closed), the process ends as the line run in process does.
    for (const { argv, stdout, stderr, baseline, got } of runs) {
      const what = JSON.stringify({
        argv,
        stdout,
        stderr,
        baseline: { ...baseline, stdout: baseline.stdout.slice(0, 200) },
        got: { ...got, stdout: got.stdout.slice(0, 200) },
      });
      expect(onlyOwnLines(got.stderr), what).toBe(true);
      const printed = baseline.printed;
      if (stdout === 'full' || stdout === 'closed') {
        expect(got.code, what).toBe(printed ? 74 : baseline.code);
        if (printed) {
          const why = stdout === 'full' ? 'no space left on the device' : 'stdout is closed';
          expect(got.stderr.endsWith(`tobikoe: cannot write the output: ${why}\n`), what).toBe(
            true,
          );
        } else expect(got.stderr, what).toBe(baseline.stderr);
      } else {
        expect(got.code, what).toBe(baseline.code);
        if (stdout === 'pipe') expect(got.stdout !== '', what).toBe(printed);
        // A reader gone says nothing of its own: the run's lines, no more.
        if (stdout === 'broken')
          expect(lines(got.stderr), what).toHaveLength(lines(baseline.stderr).length);
      }
    }
  });

  // The examples a hostile audit found, each one of the runs above.
  it('bad input with a full stderr is still exit 2', () => {
    expect(runOf(['solve', 'zzz'], { stdout: 'pipe', stderr: 'full' }).got.code).toBe(2);
  });

  it('a limit met with a full stderr is still exit 3', () => {
    const argv = ['solve', 'frog-line', '--limit-nodes', '5'];
    expect(runOf(argv, { stdout: 'pipe', stderr: 'full' }).got.code).toBe(3);
  });

  it('a closed stdout loses the answer: exit 74 and one line, not 0', () => {
    const { got } = runOf(chosenFor(0, true), { stdout: 'closed', stderr: 'pipe' });
    expect(got.code).toBe(74);
    expect(got.stderr).toBe('tobikoe: cannot write the output: stdout is closed\n');
  });

  it('a closed stdout that nothing was printed to keeps the run’s code (bad input: 2)', () => {
    const { got } = runOf(['solve', 'zzz'], { stdout: 'closed', stderr: 'pipe' });
    expect(got.code).toBe(2);
    expect(got.stderr).toMatch(/^tobikoe: unknown puzzle 'zzz'/);
  });

  it.for<[number, boolean]>([
    [3, true],
    [1, true],
    [0, true],
  ])('a reader that has gone (tobikoe … | true): exit %i keeps its own code', ([code, printed]) => {
    const { argv, got } = runOf(chosenFor(code, printed), { stdout: 'broken', stderr: 'pipe' });
    expect(got.code, `${argv.join(' ')}: ${got.stderr}`).toBe(code);
    expect(lines(got.stderr)).toHaveLength(code === 0 ? 0 : 1);
  });
});
