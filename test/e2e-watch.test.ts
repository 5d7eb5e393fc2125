import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { waitForScreen } from '../scripts/screen-reader.js';
import { cli, launch } from './pty.js';

const ESC = '\u001B';

/** The watch view's node counter: "depth 6 · node 123 · 456 in all" gives 456. */
const nodesShown = (screen: string): number =>
  Number(/node [\d,]+ · ([\d,]+) in all/.exec(screen)?.[1].replaceAll(',', '') ?? Number.NaN);

/** The board's rows (the left of the screen, where the panel is not). */
const boardOf = (screen: string): string[] =>
  screen
    .split('\n')
    .filter((line) => /^ +[┌│├└]/.test(line))
    .map((line) => line.slice(0, 16));

/** Reads the screen until `holds` is true of it; past 40 s (a net under the test's timeout) says what it waited for. */
const until = (
  app: ReturnType<typeof launch>,
  what: string,
  holds: (screen: string) => boolean,
): Promise<string> =>
  waitForScreen(
    app.screen,
    holds,
    40_000,
    (screen) => new Error(`timed out waiting for ${what}:\n${screen}`),
  );

// The watched search runs in the worker, node by node as the panel asks, so the
// keys stay with the UI thread however slowly it is watched. In-process tests
// (watch-panel.test) check what each frame shows; this one the real process.
describe('watch mode in a real terminal', () => {
  it('plain deepening on knights, one node a frame: every key is answered while it runs', async () => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const app = launch(['play', 'knights']);
    try {
      const game = boardOf(await app.waitFor(/optimal 16/));
      await app.type('s');
      await app.waitFor('optimal 16 moves');
      await app.type('1');
      await app.waitFor('Solve: plain iterative deepening');
      await app.type('w');
      // The first frame: the node's depth against this iteration's limit.
      const watching = await app.waitFor(/g \d+ of depth limit \d+/);
      expect(watching).toMatch(/Watch: plain iterative deepening[\s\S]*▶ 1 node a frame/);
      expect(watching).toMatch(/nodes per depth, this iteration/);
      // It moves on its own, node by node.
      const first = nodesShown(watching);
      await until(app, 'the search to go on by itself', (screen) => nodesShown(screen) > first);
      await app.type('+');
      await app.waitFor('▶ 2 nodes a frame');
      await app.type('-');
      await app.waitFor('▶ 1 node a frame');
      await app.type(' ');
      const paused = nodesShown(await app.waitFor('❚❚ paused (1 node a frame)'));
      // `.` while paused: one node more (a frame already on its way may land too,
      // and a `.` pressed meanwhile waits for it instead of being lost).
      await app.type('.');
      await until(app, 'one node more after .', (screen) => nodesShown(screen) > paused);
      await app.type(' ');
      const going = nodesShown(await app.waitFor('▶ 1 node a frame'));
      await until(app, 'the search to go on after Space', (screen) => nodesShown(screen) > going);
      await app.type(ESC);
      // The panel and the board beside may reach the terminal in two frames
      // (the board follows the panel's commit): wait for both.
      const back = await until(
        app,
        'the panel and the board back after Esc',
        (screen) =>
          screen.includes('Solve: plain iterative deepening') &&
          boardOf(screen).join('\n') === game.join('\n'),
      );
      expect(back).not.toContain('node a frame');
    } finally {
      app.child.kill();
    }
  });
});
