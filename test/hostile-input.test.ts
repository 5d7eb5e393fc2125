import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { puzzleFromFlags } from '../source/args/puzzle-from-flags.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import { InputError } from '../source/puzzles/types.js';
import { availableAlgorithms, solve, Unsolvable } from '../source/search/solve.js';
import { SearchCancelled, SearchLimitReached } from '../source/search/types.js';

const ids = [...catalogue.map((entry) => entry.id), 'nope', ''];
const boardChars = fc.constantFrom(
  '.',
  'S',
  'B',
  'W',
  'A',
  'C',
  'D',
  'o',
  'x',
  ' ',
  '/',
  '|',
  '●',
  '\u0000',
);
const boardText = fc.oneof(
  fc.string({ unit: boardChars, maxLength: 20 }),
  fc.constantFrom('start1', 'goal3', 'start9', ''),
  fc.string({ maxLength: 20 }),
);
const flags = fc.record(
  {
    start: boardText,
    goal: boardText,
    n: fc.oneof(fc.integer({ min: -3, max: 12 }), fc.double()),
    hole: fc.oneof(fc.integer({ min: -3, max: 15 }), fc.double()),
    anywhere: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** A search looks whether to stop every 16,384 nodes: this stops it after about 100,000. */
const STOP_AFTER_LOOKS = 6;

/** Errors a person can meet: anything else is a bug. */
const expected = (error: unknown): boolean =>
  error instanceof InputError ||
  error instanceof Unsolvable ||
  error instanceof SearchCancelled ||
  error instanceof SearchLimitReached;

describe('any puzzle and options', () => {
  it('either makes a puzzle, solves it within limits, or says what is wrong', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), flags, fc.nat(3), (id, given, algorithmIndex) => {
        try {
          const puzzle = puzzleFromFlags(id, given);
          const algorithms = availableAlgorithms(puzzle);
          const algorithm = algorithms[algorithmIndex % algorithms.length];
          // A budget of nodes, not of time: the same runs stop at the same place on any machine.
          let looks = 0;
          const result = solve(puzzle, puzzle.start, algorithm, {
            maxDepth: 60,
            shouldStop: () => ++looks > STOP_AFTER_LOOKS,
          });
          expect(result.moves).not.toBeNull();
        } catch (error) {
          if (!expected(error)) throw error;
          expect((error as Error).message).not.toContain('\n');
          expect((error as Error).message.length).toBeGreaterThan(5);
        }
      }),
      { numRuns: 400, seed: 20261122 },
    );
  });
});

describe('the command line, whatever it is given', () => {
  const run = promisify(execFile);
  const cli = new URL('../dist/cli.js', import.meta.url).pathname;
  const word = fc.oneof(
    fc.constantFrom(
      'solve',
      'analyze',
      'list',
      'knights',
      'line-3',
      'peg-star-2',
      '--json',
      '--all',
      '--algo',
      'bfs',
      'ida',
      '--start',
      '--goal',
      '--hole',
      '--n',
      '--ascii',
      '-x',
      '--',
    ),
    fc.string({ maxLength: 12 }),
  );

  it('exits 0, 1 or 2 with at most one line of complaint and no stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(word, { maxLength: 6 }), async (args) => {
        if (args.length === 0 || args[0] === 'play' || args[0] === '') args.unshift('list');
        if (!['solve', 'analyze', 'list'].includes(args[0])) args.unshift('solve');
        let code = 0;
        let stderr = '';
        try {
          ({ stderr } = await run(process.execPath, [cli, ...args], { timeout: 20_000 }));
        } catch (error) {
          const failed = error as { code?: number; stderr?: string };
          code = failed.code ?? -1;
          stderr = failed.stderr ?? '';
        }
        expect([0, 1, 2]).toContain(code);
        expect(stderr).not.toMatch(/\n\s+at /);
        if (code !== 0) expect(stderr.trim().split('\n')).toHaveLength(1);
      }),
      { numRuns: 60, seed: 7, endOnFailure: true },
    );
  }, 120_000);
});
