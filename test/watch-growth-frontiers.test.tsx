import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { formatBoard } from '../source/puzzles/board-text.js';
import { bidirectionalBfs } from '../source/search/bidir.js';
import { deepening } from '../source/search/deepening.js';
import { openWatch } from '../source/search/watch/session.js';
import { count } from '../source/text/format.js';
import { factorText } from '../source/ui/solve/column-bars.js';
import { FrontierChart } from '../source/ui/solve/frontier-chart.js';
import { meanFactor, stepFactors } from '../source/ui/solve/growth-text.js';
import { nodeText, pathText } from '../source/ui/solve/watch-text.js';
import { mountPanel } from './panel-support.js';
import { makePuzzle } from './support.js';
import { unmountAfterEach } from './ui-support.js';

const { mount } = unmountAfterEach();

describe('the growth of a deepening search: nodes per iteration and the factor between', () => {
  it('takes each factor from the iteration reports, the mean leaving out a last iteration cut short', () => {
    const puzzle = makePuzzle('flip-line');
    const { iterations } = deepening(puzzle, puzzle.start, undefined, {});
    expect(iterations.length).toBeGreaterThan(3);
    const factors = stepFactors(iterations);
    expect(factors[0]).toBeNull();
    iterations.slice(1).forEach((event, index) => {
      expect(factors[index + 1]).toBeCloseTo(event.nodes / iterations[index].nodes, 10);
    });
    const whole = iterations.slice(0, -1);
    const mean = meanFactor(iterations, true) ?? 0;
    // The mean factor, applied once per step, takes the first whole iteration to the last.
    expect(whole[0].nodes * mean ** (whole.length - 1)).toBeCloseTo(
      whole[whole.length - 1].nodes,
      6,
    );
    expect(meanFactor(iterations.slice(0, 1), false)).toBeNull();
  });

  it('is drawn in the solve panel under the depth lines, a bar and a factor per iteration', async () => {
    const puzzle = makePuzzle('flip-line');
    const { iterations } = deepening(puzzle, puzzle.start, undefined, {});
    const tall = mountPanel(mount, 'flip-line', { width: 90, height: 44 });
    await tall.press('1');
    const frame = await tall.waitFor('nodes per iteration (log scale)');
    // Each factor under its bar, as the reports give it.
    for (const factor of stepFactors(iterations).slice(1)) {
      expect(frame).toContain(factorText(factor ?? 0));
    }
    expect(frame).toContain(
      `each ≈ ${factorText(meanFactor(iterations, true) ?? 0)} the one before`,
    );
    expect(frame).toContain('the last stopped at the goal');
    expect(frame).toMatch(/█/);
  });
});

describe('the bidirectional watch: two frontiers growing toward each other, and where they meet', () => {
  it('counts every stored position in some layer, on both sides', () => {
    const puzzle = makePuzzle('knights');
    const session = openWatch(puzzle, puzzle.start, 'bidir');
    for (let step = 0; step < 30; step++) {
      const frame = session.advance(97);
      for (const side of [frame.forward, frame.backward]) {
        expect(side?.layers.reduce((sum, size) => sum + size, 0)).toBe(side?.stored);
      }
      if (frame.end) break;
    }
  });

  // 17 rows: the panel beside the board at 80×24, where the chart goes before the frontiers' lines.
  it.each([17, 34])(
    'stops at the meeting, draws both frontiers and ◆, shows the meeting position marked, then the answer (%i rows)',
    async (height) => {
      const previews: { board: string; marked: number }[] = [];
      const { opened, ...panel } = mountPanel(
        mount,
        'knights',
        { width: 60, height },
        (board, marks) => {
          if (board) previews.push({ board: board.join(''), marked: marks?.size ?? 0 });
        },
      );
      await panel.waitFor(/optimal \d+ moves/);
      await panel.press('4', 'w');
      await panel.waitFor('positions per layer: from the start');
      for (let faster = 0; faster < 9; faster++) await panel.press('+');
      const frame = await panel.waitFor('◆');
      expect(frame).toMatch(/met at [.BW]+/);
      expect(frame).toContain('paused');
      // The layer numbers of both sides, the start's rising, the goal's falling toward the right.
      const labels = frame.split('\n').find((line) => /^\s*0 +1 +2/.test(line)) ?? '';
      expect(labels.trim()).toMatch(/^0 +1 +2 .* 2 +1 +0$/);
      const met = frame.match(/met at ([.BW]+)/)?.[1] ?? '';
      const shown = previews[previews.length - 1];
      expect(formatBoard(Uint8Array.from(shown.board, Number), opened.puzzle.pieces)).toBe(met);
      expect(shown.marked).toBeGreaterThan(0);
      // The next key ends the search there: the answer through the meeting, no more expansion,
      // the very nodes solve counts.
      await panel.press('.');
      const solved = bidirectionalBfs(opened.puzzle, opened.puzzle.start);
      const after = await panel.waitFor(/optimal \d+ moves/);
      expect(after).toContain(
        `optimal ${solved.moves?.length} moves · ${count(solved.nodes)} nodes`,
      );
    },
  );
});

describe('each side of the bidirectional watch counts from its own end', () => {
  it('a node of the goal side says its moves from the goal, its path from the goal; the start side from the start', () => {
    const knights = makePuzzle('knights');
    const session = openWatch(knights, knights.start, 'bidir');
    const seen = new Set<string>();
    for (let frame = session.advance(1); frame.end === null && seen.size < 2; ) {
      const side = frame.growing ?? 'forward';
      const said = nodeText(frame);
      const path = pathText(knights, frame.path, 200, false, side === 'backward');
      if (side === 'backward') {
        expect(said).toBe(
          `g ${frame.depth}: ${frame.depth} move${frame.depth === 1 ? '' : 's'} from the goal`,
        );
        expect(path).toMatch(/^path from the goal \(\d+\)/);
      } else {
        expect(said).toMatch(/from the start$/);
        expect(path).toMatch(/^path \(\d+\)/);
      }
      // Its path played from that side's end is the node shown.
      const board = (side === 'backward' ? (knights.goals ?? [])[0] : knights.start).slice();
      for (const move of frame.path) knights.apply(board, move);
      expect(Array.from(board)).toEqual(frame.board);
      seen.add(side);
      frame = session.advance(1);
    }
    expect(seen).toEqual(new Set(['forward', 'backward']));
  });
});

describe('the frontier chart of many layers', () => {
  it('numbers each layer whole, in order, and says how many early layers are off the chart', () => {
    const forward = Array.from({ length: 21 }, (_, layer) => 2 ** Math.min(layer, 12));
    const backward = Array.from({ length: 18 }, (_, layer) => 3 ** Math.min(layer, 8));
    const { lastFrame, unmount } = render(
      <FrontierChart forward={forward} backward={backward} met={true} width={60} rows={8} />,
    );
    const lines = (lastFrame() ?? '').split('\n');
    unmount();
    const numbers = lines.at(-1) ?? '';
    const [left, right] = numbers.split(/ {3,}/).map((side) => side.trim().split(/ +/).map(Number));
    // Each side's newest layer nearest the middle: the start's rising toward it, the goal's falling away.
    expect(left.at(-1)).toBe(forward.length - 1);
    expect(right[0]).toBe(backward.length - 1);
    for (let i = 1; i < left.length; i++) expect(left[i]).toBeGreaterThan(left[i - 1]);
    for (let i = 1; i < right.length; i++) expect(right[i]).toBeLessThan(right[i - 1]);
    // Early layers of both sides did not fit: the chart says how many of each.
    expect(left[0]).toBeGreaterThan(0);
    expect(right.at(-1)).toBeGreaterThan(0);
    expect(lines[0]).toBe(
      `positions per layer · off the chart: 0-${left[0] - 1} ▸, ◂ 0-${(right.at(-1) ?? 0) - 1}`,
    );
  });
});
