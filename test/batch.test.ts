/**
 * `solve --batch`: one start per line in, one JSON object per line out, a bad
 * line an error object and the run going on; every family takes it; and a
 * few of Korf's 100 (the easy ones, under a node limit: the bench runs all).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { korfInstances } from '../source/bench/korf.js';
import { formatBoard } from '../source/puzzles/board-text.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import { type Answer, replayNotation } from './cli-answers.js';
import { tobikoeHere } from './cli-here.js';
import { board, distancesFromGoal, replays } from './slide-support.js';
import { makePuzzle } from './support.js';

type Line = {
  line: number;
  length?: number;
  moves?: number[][];
  start?: string;
  error?: string;
  exit?: number;
  nodes?: number;
};

const folder = mkdtempSync(join(tmpdir(), 'tobikoe-batch-'));
const batchFile = (name: string, lines: readonly string[]): string => {
  const path = join(folder, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
};
const parsed = (stdout: string): Line[] =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);

describe('solve --batch', () => {
  it('answers each line in order; a bad line is an error object for that line, and the run goes on', async () => {
    const eight = makePuzzle('eight');
    // Exact lengths out to 16 moves (a fifteenth of the space): every start below lies within.
    const exact = distancesFromGoal(eight, 16);
    const file = batchFile('eight.txt', [
      '# a comment, then a blank line',
      '',
      '1534.2768',
      '4128.3765  # ten moves',
      '12345',
      '21345678.',
      'eight:1234.5678',
      'knights',
      'bogus line',
    ]);
    const { code, stdout, stderr } = await tobikoeHere('solve', 'eight', '--batch', file);
    expect(stderr).toBe('');
    const lines = parsed(stdout);
    expect(lines.map((line) => line.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    for (const line of lines.filter((each) => each.error === undefined)) {
      const start = line.start ?? '';
      expect(line.length, start).toBe(exact.get(start));
      const end = replays(eight, board(eight, start), line.moves ?? []);
      expect(end && eight.isGoal(end), start).toBe(true);
    }
    expect(lines[2]).toMatchObject({ exit: 2, error: expect.stringMatching(/5 cells/) });
    expect(lines[3]).toMatchObject({ exit: 1, error: expect.stringMatching(/parity/) });
    expect(lines[4].start).toBe('1234.5678');
    expect(lines[5]).toMatchObject({ exit: 2, error: expect.stringMatching(/for knights/) });
    // A word is told by its first character that is no tile, not by its length.
    expect(lines[6]).toMatchObject({
      exit: 2,
      error: expect.stringMatching(/'b' at cell 0; use one of 1–8, \.$/),
    });
    // The first failing line's code.
    expect(code).toBe(2);
  });

  it('reads stdin with -, keeps the command line options (a goal) and the limits for each line', async () => {
    // The goal itself, then Korf's instance 47.
    const input = ['.123456789ABCDEF', '6A1EF835D.2749BC'];
    const stdin = Object.getOwnPropertyDescriptor(process, 'stdin');
    const { Readable } = await import('node:stream');
    Object.defineProperty(process, 'stdin', {
      value: Readable.from([`${input.join('\n')}\n`]),
      configurable: true,
    });
    try {
      const { code, stdout } = await tobikoeHere(
        'solve',
        'fifteen',
        '--goal',
        '.123456789ABCDEF',
        '--batch',
        '-',
        '--limit-nodes',
        '5',
      );
      const lines = parsed(stdout);
      expect(lines[0]).toMatchObject({ line: 1, length: 0 });
      // 47 moves away: five nodes cannot do it.
      expect(lines[1]).toMatchObject({ line: 2, exit: 3 });
      expect(code).toBe(3);
    } finally {
      if (stdin) Object.defineProperty(process, 'stdin', stdin);
    }
  });

  it('refuses what it cannot do: a missing file, --start beside it', async () => {
    const missing = await tobikoeHere('solve', 'eight', '--batch', join(folder, 'none.txt'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read --batch/);
    const both = await tobikoeHere(
      'solve',
      'eight',
      '--batch',
      join(folder, 'none.txt'),
      '--start',
      '8672543.1',
    );
    expect(both.code).toBe(2);
  });

  // frog-c and line-3 take seconds (figures.test solves them); the JSON is made the same way for
  // every id.
  const quick = catalogue.filter((entry) => entry.id !== 'frog-c' && entry.id !== 'line-3');
  it.each(quick.map((entry) => entry.id))(
    '%s: solve --json answers, the answer replays, and --batch takes its usual start as a line, answering the same',
    async (id) => {
      const puzzle = makePuzzle(id);
      const start = formatBoard(puzzle.start, puzzle.pieces);
      const solved = await tobikoeHere('solve', id, '--json');
      // Nothing on stderr but, on a slow machine, the note that a search will take a while.
      const notes = solved.stderr
        .split('\n')
        .filter((line) => line !== '' && !/ will take about /.test(line));
      expect(notes).toEqual([]);
      expect(solved.code).toBe(0);
      const single = JSON.parse(solved.stdout) as Answer;
      expect(single.length).toBe(single.moves.length);
      expect(replayNotation(id, single)).toBe(true);
      const batch = await tobikoeHere('solve', id, '--batch', batchFile(`${id}.txt`, [start]));
      expect(batch.code).toBe(0);
      const [line] = parsed(batch.stdout);
      expect(line.length).toBe(single.length);
      expect(line.moves).toEqual(single.moves);
    },
  );
});

describe("Korf's 100", () => {
  const instances = korfInstances();

  it('are 100 positions of the 15-puzzle, averaging the published 53.05 moves', () => {
    expect(instances).toHaveLength(100);
    const total = instances.reduce((sum, each) => sum + each.length, 0);
    expect(total / 100).toBeCloseTo(53.05, 5);
    const fifteen = makePuzzle('fifteen', { goal: '.123456789ABCDEF' });
    for (const { start } of instances)
      expect(fifteen.unsolvableReason?.(board(fifteen, start))).toBeNull();
  });

  it('the easiest five in one batch: each the published length, replayed legal', async () => {
    const easy = instances.filter((each) => [12, 30, 47, 55, 97].includes(each.number));
    const file = batchFile(
      'korf.txt',
      easy.map((each) => `${each.start}  # ${each.number}`),
    );
    const { code, stdout } = await tobikoeHere(
      'solve',
      'fifteen',
      '--goal',
      '.123456789ABCDEF',
      '--bound',
      'pdb-555',
      '--batch',
      file,
      '--limit-nodes',
      '200000',
    );
    expect(code).toBe(0);
    const fifteen = makePuzzle('fifteen', { goal: '.123456789ABCDEF' });
    const lines = parsed(stdout);
    expect(lines.map((line) => line.length)).toEqual(easy.map((each) => each.length));
    for (const [at, line] of lines.entries()) {
      const end = replays(fifteen, board(fifteen, easy[at].start), line.moves ?? []);
      expect(end && fifteen.isGoal(end)).toBe(true);
    }
  });
});

describe('a board line that is a word', () => {
  it("is told by its first character that is no tile, with the puzzle's alphabet in ranges", () => {
    const fifteen = catalogue.find((entry) => entry.id === 'fifteen');
    expect(() => fifteen?.create({ start: 'bogus line' })).toThrow(
      "the start board has 'b' at cell 0; use one of 1–9, A–F, .",
    );
  });
});
