import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { solve } from '../source/search/solver.js';
import { count } from '../source/text/format.js';
import { DepthLines } from '../source/ui/solve/depth-lines.js';
import { mountPanel } from './panel-support.js';
import { makePuzzle } from './support.js';
import { unmountAfterEach } from './ui-support.js';

const numberIn = (text: string): number => Number(text.replaceAll(',', ''));

describe("the panel's depth rows", () => {
  it('fold the earliest into a line that counts exactly the rows it hides, so the nodes add up', () => {
    const frogs = makePuzzle('frog-line');
    const { iterations, nodes } = solve(frogs, frogs.start, 'iddfs', { limitNodes: 5_000_000 });
    expect(iterations.length).toBeGreaterThan(5);
    for (const rows of [3, 4, 6]) {
      const { lastFrame, unmount } = render(
        <DepthLines iterations={iterations} algorithm="iddfs" width={80} rows={rows} />,
      );
      const lines = (lastFrame() ?? '').split('\n');
      unmount();
      expect(lines).toHaveLength(rows);
      const fold = /^… (\d+) earlier iterations, ([\d,]+) nodes$/.exec(lines[1].trim());
      expect(fold, lines[1]).not.toBeNull();
      const depthRows = lines.slice(2);
      // Each row shown starts with its depth and its own nodes.
      const shown = depthRows.map((line) => line.trim().split(/ +/));
      expect(shown.map(([depth]) => Number(depth))).toEqual(
        iterations.slice(-depthRows.length).map((event) => event.depth),
      );
      const shownNodes = shown.reduce((sum, [, own]) => sum + numberIn(own), 0);
      expect(Number(fold?.[1])).toBe(iterations.length - depthRows.length);
      expect(numberIn(fold?.[2] ?? '') + shownNodes).toBe(nodes);
    }
  });
});

const { mount } = unmountAfterEach();

describe('the solve panel with little room (frog-a beside its board at 80×24)', () => {
  it("keeps the last three iterations' rows above the answer's preview; the fold counts the rest", async () => {
    const { opened, ...panel } = mountPanel(mount, 'frog-a', { width: 56, height: 21 });
    const frame = await panel.waitFor(/optimal \d+ moves/);
    const result = solve(opened.puzzle, opened.puzzle.start, 'ida');
    const lines = frame.split('\n');
    const fold = lines.findIndex((line) => line.startsWith('… '));
    expect(fold).toBeGreaterThan(0);
    const hidden = result.iterations.slice(0, -3);
    expect(lines[fold]).toBe(
      `… ${hidden.length} earlier iterations, ${count(hidden.reduce((sum, it) => sum + it.nodes, 0))} nodes`,
    );
    const rows = lines.slice(fold + 1, fold + 4).map((line) => line.trim().split(/ +/));
    expect(rows.map(([depth, nodes]) => [Number(depth), nodes])).toEqual(
      result.iterations.slice(-3).map((it) => [it.depth, count(it.nodes)]),
    );
    // The answer's preview is there too, below them.
    expect(lines.slice(fold + 4).join('\n')).toContain('▸start');
  });
});

describe('the solve panel with less room still (a lesson caption below it)', () => {
  it.each([13, 15])(
    "%i rows: gives up the answer's preview before the last three iterations' rows; the step line stays",
    async (height) => {
      {
        const { opened, ...panel } = mountPanel(mount, 'frog-a', { width: 56, height });
        const frame = await panel.waitFor(/optimal \d+ moves/);
        const result = solve(opened.puzzle, opened.puzzle.start, 'ida');
        const lines = frame.split('\n');
        // Each of the last three iterations has its row, depth and nodes.
        const rows = lines.map((line) => line.trim().split(/ +/));
        for (const it of result.iterations.slice(-3)) {
          expect(
            rows.some(([depth, nodes]) => Number(depth) === it.depth && nodes === count(it.nodes)),
            frame,
          ).toBe(true);
        }
        expect(frame).toMatch(/step 0\/\d+/);
        expect(lines.length).toBeLessThanOrEqual(height);
      }
    },
  );
});
