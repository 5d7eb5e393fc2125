import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { solve } from '../source/search/solver.js';
import { DepthLines } from '../source/ui/solve/depth-lines.js';
import { makePuzzle } from './support.js';

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
