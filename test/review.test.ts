import { describe, expect, it } from 'vitest';
import { playMovesText, readMovesText } from '../source/commands/moves-text.js';
import type { Puzzle, PuzzleOptions } from '../source/puzzles/puzzle.js';
import { bfs } from '../source/search/bfs.js';
import { dailyDifficulty, dailySeed, featuredIndex } from '../source/search/daily-seed.js';
import { distanceOracle } from '../source/search/oracle.js';
import { solve } from '../source/search/solver.js';
import { reviewGame, reviewLines, reviewSummary, verdictOf } from '../source/text/verdicts.js';
import { tobikoeHere } from './cli-here.js';
import {
  KNIGHTS_PAGE_ANSWER,
  PEG_STAR_2_PAGE_ANSWER,
  PEG_STAR_PAGE_SOLUTIONS,
} from './page-answers.js';
import { makePuzzle } from './support.js';

/** The command line's contract, through the same `main` a process runs. */
const tobikoe = tobikoeHere;

/** Reviews moves typed as the command line takes them, in this process. */
const review = (puzzle: Puzzle, typed: string) => {
  const cells = readMovesText(typed);
  const { positions } = playMovesText(puzzle, puzzle.start, cells);
  const oracle = distanceOracle(puzzle);
  return reviewGame(
    positions.map((board) => oracle.distance(board)),
    cells,
  );
};

/** The pages' `[7, 0][12, 7]…` as the command line's `7-0 12-7 …`. */
const typedFromPage = (line: string): string =>
  [...line.matchAll(/\[([\d, ]+)\]/g)].map((match) => match[1].split(', ').join('-')).join(' ');

describe('reviews of the pages own answers', () => {
  const answers: [string, PuzzleOptions, string][] = [
    ['knights', {}, KNIGHTS_PAGE_ANSWER.map((move) => move.join('-')).join(' ')],
    ['peg-star-2', { hole: 2 }, typedFromPage(PEG_STAR_2_PAGE_ANSWER)],
    ...PEG_STAR_PAGE_SOLUTIONS.slice(0, 4).map((line): [string, PuzzleOptions, string] => [
      'peg-star',
      {},
      typedFromPage(line),
    ]),
  ];
  for (const [id, options, typed] of answers) {
    it(`${id} ${typed.slice(0, 24)}…: every move closer, accuracy 100`, () => {
      const result = review(makePuzzle(id, options), typed);
      expect(result.solved).toBe(true);
      expect(result.accuracy).toBe(100);
      expect(result.optimal).toBe(result.used);
      expect(result.moves.every((move) => move.verdict === 'closer')).toBe(true);
      expect(result.leftOptimalAt).toBeNull();
    });
  }

  it('a wasted pair shows farther, then closer, and where the game left the optimal lines', () => {
    const typed = ['0-5', '5-0', ...KNIGHTS_PAGE_ANSWER.map((move) => move.join('-'))].join(' ');
    const result = review(makePuzzle('knights'), typed);
    expect(result.moves.slice(0, 3).map((move) => move.verdict)).toEqual([
      'closer',
      'farther',
      'closer',
    ]);
    expect([result.used, result.optimal, result.accuracy, result.leftOptimalAt]).toEqual([
      18, 16, 89, 2,
    ]);
    const lines = reviewLines(result, (cells) => cells.join('→'));
    expect(lines[1]).toBe(' 2  5→0   15 → 16  farther');
    expect(reviewSummary(result)).toBe(
      'solved in 18 moves, optimal 16, accuracy 89%; 17 closer, 1 farther; move 2 left every optimal line',
    );
  });

  it('a move after which the goal cannot be reached is lost (frogs), and the summary says so', () => {
    const result = review(makePuzzle('frog-line'), '2-3 1-2');
    expect(result.moves.map((move) => move.verdict)).toEqual(['closer', 'lost']);
    expect(reviewSummary(result)).toContain('the goal cannot be reached from there');
    expect(verdictOf(4, 4)).toBe('sideways');
  });

  it('refuses an illegal move, naming its number and why', () => {
    const knights = makePuzzle('knights');
    expect(() => review(knights, '0-5 2-9')).toThrow(
      'move 2 (2-9) is not legal: the piece on cell 2 can go to 3, 7',
    );
    expect(() => review(knights, '0-5 4-9')).toThrow('move 2 (4-9) is not legal: cell 4 is empty');
    expect(() => review(knights, '0-5 x')).toThrow(/move 2 'x' is not cells joined by '-'/);
  });
});

describe('the daily position', () => {
  it('has one seed per puzzle and day, and gets harder through the week', () => {
    expect(dailySeed('knights', '2026-11-24')).toBe(dailySeed('knights', '2026-11-24'));
    expect(dailySeed('knights', '2026-11-24')).not.toBe(dailySeed('knights', '2026-11-25'));
    expect(dailySeed('knights', '2026-11-24')).not.toBe(dailySeed('flip-star', '2026-11-24'));
    expect(dailyDifficulty('2026-11-23')).toBe('easy'); // a Monday
    expect(dailyDifficulty('2026-11-29')).toBe('hardest'); // a Sunday
    expect(featuredIndex('2026-11-24', 5)).not.toBe(featuredIndex('2026-11-25', 5));
  });
});

describe('the commands, through the same main a process runs', () => {
  it('new knights --length 22 --seed 1 --json: a start 22 moves from the goal, the same twice', async () => {
    const first = await tobikoe('new', 'knights', '--length', '22', '--seed', '1', '--json');
    expect(first.code).toBe(0);
    const dealt = JSON.parse(first.stdout) as Record<string, unknown>;
    expect(Object.keys(dealt)).toEqual([
      'puzzle',
      'start',
      'goal',
      'length',
      'seed',
      'code',
      'deal',
      'shuffled',
    ]);
    expect(dealt).toMatchObject({
      puzzle: 'knights',
      goal: 'WWW......BBB',
      length: 22,
      seed: 1,
      deal: 'length',
      shuffled: null,
    });
    expect(dealt.code).toBe(`knights:${dealt.start}`);
    const puzzle = makePuzzle('knights', { start: String(dealt.start) });
    expect(bfs(puzzle, puzzle.start).moves).toHaveLength(22);
    const again = await tobikoe('new', 'knights', '--length', '22', '--seed', '1', '--json');
    expect(again.stdout).toBe(first.stdout);
  });

  it('new knights --length 23 exits 1 with the range', async () => {
    const { code, stderr } = await tobikoe('new', 'knights', '--length', '23');
    expect(code).toBe(1);
    expect(stderr).toBe(
      'tobikoe: no start is 23 moves from the goal; knights: 1..22 from this goal\n',
    );
  });

  it("review knights --json on the solver's answer: 16 closer, accuracy 100; an illegal move exits 2", async () => {
    const knights = makePuzzle('knights');
    const moves = solve(knights, knights.start, 'ida').moves ?? [];
    const typed = moves.map((move) => knights.notation(move).join('-')).join(' ');
    const { code, stdout } = await tobikoe('review', 'knights', '--moves', typed, '--json');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { accuracy: number; moves: { verdict: string }[] };
    expect(result).toMatchObject({ puzzle: 'knights', optimal: 16, used: 16, solved: true });
    expect(result.accuracy).toBe(100);
    expect(result.moves.filter((move) => move.verdict === 'closer')).toHaveLength(16);
    const bad = await tobikoe('review', 'knights', '--moves', '0-5 2-9');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('move 2 (2-9) is not legal');
  });
});
