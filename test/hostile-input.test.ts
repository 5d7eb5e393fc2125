import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { puzzleFromFlags } from '../source/args/puzzle-from-flags.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import { InputError } from '../source/puzzles/puzzle.js';
import { SearchCancelled, SearchLimitReached } from '../source/search/search-events.js';
import { availableAlgorithms, solve, Unsolvable } from '../source/search/solver.js';
import { tobikoeHere } from './cli-here.js';

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
          const result = solve(puzzle, puzzle.start, algorithm, {
            maxDepth: 60,
            limitNodes: 100_000,
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

  it('exits 0, 1, 2 or 3 with at most one line of complaint and no stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(word, { maxLength: 6 }), async (args) => {
        if (args.length === 0 || args[0] === 'play' || args[0] === '') args.unshift('list');
        if (!['solve', 'analyze', 'list'].includes(args[0])) args.unshift('solve');
        // In this process, through the command line's own `main`: what matters here is what
        // each command says and returns, not starting Node sixty times (cli.test starts it).
        const { code, stderr } = await tobikoeHere(...args);
        expect([0, 1, 2, 3]).toContain(code);
        expect(stderr).not.toMatch(/\n\s+at /);
        if (code !== 0) expect(stderr.trim().split('\n')).toHaveLength(1);
      }),
      { numRuns: 60, seed: 7, endOnFailure: true },
    );
  });
});
