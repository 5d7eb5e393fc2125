import { describe, expect, it } from 'vitest';
import { boardLines } from '../source/board/board.js';
import type { Board, Puzzle, PuzzleOptions } from '../source/puzzles/puzzle.js';
import { replay } from '../source/search/replay.js';
import { solve } from '../source/search/solver.js';
import { answerPositions, stepMarks } from '../source/ui/solve/answer-view.js';
import { SolvePanel } from '../source/ui/solve/solve-panel.js';
import { mountPanel } from './panel-support.js';
import { openPuzzle } from './support.js';
import { KEYS, unmountAfterEach } from './ui-support.js';

const { mount } = unmountAfterEach();

const openPanel = (id: string, options: PuzzleOptions = {}, board?: Board) => {
  const opened = openPuzzle(id, options);
  const { puzzle } = opened;
  const adopted: number[][] = [];
  let closed = 0;
  const panel = mount(
    <SolvePanel
      opened={opened}
      board={board ?? puzzle.start}
      onAdopt={(moves) => adopted.push(moves)}
      onClose={() => {
        closed++;
      }}
      width={64}
      height={22}
    />,
  );
  return { puzzle, adopted, closed: () => closed, ...panel };
};

/** The full-size board the panel draws after `step` moves of `moves`. */
const stepBoardLines = (puzzle: Puzzle, moves: readonly number[], step: number): string[] =>
  boardLines(puzzle, answerPositions(puzzle, puzzle.start, moves)[step], {
    marks: stepMarks(puzzle, moves, step),
  });

describe('solve panel', () => {
  it('solves Knights from the position, streams the bounds, then steps through 16 moves', async () => {
    const panel = openPanel('knights');
    expect(panel.frame()).toContain('Solve: IDA*');
    const solved = await panel.waitFor('optimal 16 moves');
    expect(solved).toMatch(/bound +nodes +time +elapsed/);
    expect(solved).toMatch(/14 +14,645 +[\d.]+ m?s/);
    expect(solved).toMatch(/16 +[\d,]+ +[\d.]+ m?s/);
    expect(solved.indexOf('14,645')).toBeLessThan(solved.indexOf('60,149'));
    expect(solved).toContain('step 0/16');

    // Adopting the whole answer tells us the moves; the panel shows each of their positions.
    await panel.press(KEYS.end, KEYS.enter);
    const [moves] = panel.adopted;
    expect(moves).toHaveLength(16);
    expect(() => replay(panel.puzzle, panel.puzzle.start, moves)).not.toThrow();
    expect(panel.frame()).toContain('step 16/16');
    for (const line of stepBoardLines(panel.puzzle, moves, 16))
      expect(panel.frame()).toContain(line);

    await panel.press(KEYS.home);
    expect(panel.frame()).toContain('step 0/16');
    await panel.press(KEYS.right);
    expect(panel.frame()).toContain('step 1/16');
    for (const line of stepBoardLines(panel.puzzle, moves, 1))
      expect(panel.frame()).toContain(line);
    expect(panel.frame()).toContain('('); // the moved knight is marked
    await panel.press(KEYS.right, KEYS.right, KEYS.left);
    expect(panel.frame()).toContain('step 2/16');
    await panel.press(KEYS.enter);
    expect(panel.adopted[1]).toEqual(moves.slice(0, 2));

    await panel.press(KEYS.escape);
    expect(panel.closed()).toBe(1);
  });

  it('autoplay walks forward on its own and stops at the end', async () => {
    const panel = openPanel('frog-line', { n: 1 });
    await panel.waitFor('optimal 3 moves');
    await panel.press('+', '+', '+', '+', ' ');
    await panel.waitFor('step 3/3');
    await panel.waitFor('(100 ms/step)');
  });

  it('counts all 56 optimal Peg Star answers and cycles through them', async () => {
    const panel = openPanel('peg-star');
    await panel.waitFor('optimal 7 moves');
    await panel.press('a');
    const counted = await panel.waitFor('56 optimal answers');
    expect(counted).toContain('answer 1/56');
    await panel.press(KEYS.down);
    await panel.waitFor('answer 2/56');
    await panel.press(KEYS.up, KEYS.up);
    const last = await panel.waitFor('answer 56/56');
    expect(last).toContain('28 of them begin 7→0');
  });

  it('compares every algorithm on one position in a table: positions held beside the bytes', async () => {
    const panel = openPanel('flip-line');
    await panel.waitFor(/optimal \d+ moves/);
    const length = /optimal (\d+) moves/.exec(panel.frame())?.[1];
    await panel.press('c');
    await panel.waitFor('Compare the algorithms');
    const table = await panel.waitFor(/bidir\s+\d+\s+\d+/);
    // At 64 columns the iterations column is given up first; positions held stay beside the bytes.
    expect(table).toMatch(/algorithm\s+length\s+nodes\s+time\s+held\s+memory/);
    for (const name of ['IDDFS', 'IDA\\*', 'BFS', 'bidir']) {
      expect(table).toMatch(
        new RegExp(
          `${name}\\s+${length}\\s+[\\d,]+\\s+\\*?[\\d.]+ m?s\\s+[\\d,.]+k?\\s+[\\d.]+ k?B`,
        ),
      );
    }
    await panel.press(KEYS.escape);
    await panel.waitFor(`optimal ${length} moves`);
  });

  it('at 80 columns shows the iterations column too, and says what an iteration is', async () => {
    const { opened, ...panel } = mountPanel(mount, 'flip-line', { width: 80, height: 22 });
    await panel.waitFor(/optimal \d+ moves/);
    await panel.press('c');
    const table = await panel.waitFor(/bidir\s+\d+\s+\d+/);
    expect(table).toMatch(/algorithm\s+length\s+iterations\s+nodes\s+time\s+held\s+memory/);
    expect(table).toContain('iterations: layers (BFS), limits (IDA*), f (A*), h (greedy)');
  });

  it('says why there is no answer, and which algorithms do not apply', async () => {
    const panel = openPanel('peg-star-2', { hole: 0 });
    await panel.waitFor('no solution: parity');
    await panel.press('4');
    await panel.waitFor('bidirectional breadth-first does not apply');
  });
});

describe('plain deepening on a puzzle whose answers all have one parity', () => {
  it('steps its limit by two and says why under the result', async () => {
    const panel = openPanel('eight');
    await panel.waitFor(/optimal \d+ moves/);
    await panel.press('1');
    const frame = await panel.waitFor(/Solve: plain iterative deepening[\s\S]*optimal 20 moves/);
    const depths = [...frame.matchAll(/^(\d+) {5,}[\d,]+ /gm)].map((row) => Number(row[1]));
    expect(depths.length).toBeGreaterThan(1);
    for (let at = 1; at < depths.length; at++) expect(depths[at] - depths[at - 1]).toBe(2);
    expect(frame.replace(/\s+/g, ' ')).toContain(
      'depths go by 2: each move flips a parity, so every answer from here has an even length',
    );
  });
});

describe('stepping through the answer', () => {
  it('the board beside the panel (the large one a class looks at) follows each step, its move marked', async () => {
    const previews: { board: Board | undefined; marked: number }[] = [];
    const { opened, ...panel } = mountPanel(
      mount,
      'knights',
      { width: 64, height: 22 },
      (board, marks) => previews.push({ board, marked: marks?.size ?? 0 }),
    );
    await panel.waitFor(/optimal 16 moves/);
    const moves = solve(opened.puzzle, opened.puzzle.start, 'ida').moves ?? [];
    const positions = answerPositions(opened.puzzle, opened.puzzle.start, moves);
    await panel.press(KEYS.right, KEYS.right);
    await panel.waitFor('step 2/16');
    expect(previews.at(-1)?.board).toEqual(positions[2]);
    expect(previews.at(-1)?.marked).toBe(1);
    await panel.press(KEYS.end);
    await panel.waitFor('step 16/16');
    expect(previews.at(-1)?.board).toEqual(positions[16]);
    // Back at the start the board beside is the player's own again.
    await panel.press(KEYS.home);
    await panel.waitFor('step 0/16');
    expect(previews.at(-1)?.board).toBeUndefined();
  });
});
