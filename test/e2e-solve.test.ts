import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, launch } from './pty.js';

const KEYS = { right: '\u001B[C', end: '\u001B[F', escape: '\u001B' } as const;

/** Threads of a process, as Linux counts them (each search worker is one). */
const threadsOf = (pid: number): number =>
  Number(/^Threads:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

// The play screen opens the solve panel on `s`; these run the real app end to end.
describe('the solve panel in a real terminal', () => {
  it('knights: s streams the bounds, finds 16, → shows 1/16, End shows 16/16', async () => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const app = launch(['play', 'knights']);
    try {
      await app.waitFor(/optimal 16/);
      await app.type('s');
      const solved = await app.waitFor(/optimal 16 moves · [\d,]+ nodes/);
      // The rows under their header add up to the total: both of knights' bounds keep their rows at 80×24.
      expect(solved).toMatch(/bound +nodes +time +elapsed/);
      const total = Number(
        /optimal 16 moves · ([\d,]+) nodes/.exec(solved)?.[1].replaceAll(',', ''),
      );
      const rows = [...solved.matchAll(/ (1[46]) {5,}([\d,]+) +[\d.]+ m?s /g)];
      expect(rows.map((row) => row[1])).toEqual(['14', '16']);
      expect(rows.reduce((sum, row) => sum + Number(row[2].replaceAll(',', '')), 0)).toBe(total);
      expect(solved).toContain('step 0/16');
      await app.type(KEYS.right);
      await app.waitFor('step 1/16');
      await app.type(KEYS.end);
      // The panel's last step is the goal: black knights along the bottom, the one that just
      // moved marked ( ) (at 80×24 in the film strip, under the rows the panel keeps). The
      // counter and the board are drawn in one frame but may reach the screen in two writes:
      // wait for both.
      const goalRow = /▸16:[\s\S]*(?:\(●\)● ●|●\(●\)●|● ●\(●\))/;
      const end = await app.waitFor(
        new RegExp(`^(?=[\\s\\S]*step 16/16)(?=[\\s\\S]*(?:${goalRow.source}))`),
      );
      expect(end).toMatch(goalRow);
    } finally {
      app.child.kill();
    }
  });

  it('plain deepening streams while the keys stay alive; Esc cancels it and its worker is gone', async () => {
    const app = launch(['play', 'line-3']);
    try {
      await app.waitFor(/optimal 38/);
      await app.type('s');
      await app.waitFor('optimal 38 moves');
      await app.type('1');
      await app.waitFor(/\b1[68] +[\d,]+ +[\d.]+ m?s +[\d.]+ m?s/);
      // The worker is a thread of the app while it searches.
      const searching = threadsOf(app.child.pid);
      await app.type(KEYS.escape);
      await app.waitFor(/cancelled after [\d.]+ m?s at depth \d+/);
      // Terminating a worker takes a moment: wait (the test's timeout is the net) for its thread to go.
      while (threadsOf(app.child.pid) >= searching) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      app.child.kill();
    }
  });
});
