import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, launch } from './pty.js';
import { makePuzzle } from './support.js';
import { arrowsTo } from './ui-support.js';

const ENTER = '\r';
const ELSEWHERE = /open in another window \(process (\d+), since \d\d:\d\d\)/;

type App = ReturnType<typeof launch>;

/** The one saved game in `home`, as written. */
const savedGame = (home: string): { steps: unknown[]; at: number } => {
  const names = readdirSync(join(home, 'games')).filter((name) => name.endsWith('.json'));
  expect(names).toHaveLength(1);
  return JSON.parse(readFileSync(join(home, 'games', names[0]), 'utf8'));
};

/** The cell under the cursor (`[ ]`) on the knights board drawn in `screen`. */
const cursorCell = (screen: string): number => {
  const rows = screen.split('\n').filter((line) => /^\s*│/.test(line));
  for (const [row, line] of rows.entries()) {
    const column = line.split('│').findIndex((cell) => cell.includes('['));
    if (column > 0) return row * 3 + column - 1;
  }
  throw new Error(`no cursor on:\n${screen}`);
};

const quit = async (app: App): Promise<void> => {
  await app.type('q');
  await app.waitFor(/❯\s+(Knights\s+)?Knights Exchange/);
  await app.type('q');
  expect(await app.exited).toBe(0);
};

describe('one game in two windows', () => {
  it('the second says at once where it is open and writes nothing; moves, undo, redo and restart lose none of the first', async () => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const knights = makePuzzle('knights');
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-two-windows-'));
    const env = { TOBIKOE_HOME: home };
    const first = launch(['play', 'knights'], { env });
    let second: App | undefined;
    try {
      await first.waitFor('moves 0');
      second = launch(['play', 'knights'], { env });
      // Said with the first frame of the game, naming the first window's process.
      const opened = await second.waitFor('moves 0');
      expect(opened).toMatch(ELSEWHERE);
      expect(Number(ELSEWHERE.exec(opened)?.[1])).toBe(first.child.pid);

      await first.type(ENTER, ...arrowsTo(knights, 0, 5), ENTER);
      expect(await first.waitFor('moves 1')).not.toContain('not saved here');
      await second.type(...arrowsTo(knights, 0, 1), ENTER, ...arrowsTo(knights, 1, 6), ENTER);
      // The notice has gone with the first key; the counter keeps saying it (once the
      // optimum's search, which a busy machine may keep a while, has answered).
      expect(await second.waitFor('moves 1 · optimal 16')).toContain(
        'moves 1 · optimal 16 · not saved here',
      );
      await first.type('u');
      await first.waitFor('moves 0');
      await second.type('u');
      await second.waitFor('moves 0');
      await first.type('r');
      await first.waitFor('moves 1');
      await second.type('r');
      await second.waitFor('moves 1');
      await second.type('R');
      const restarted = await second.waitFor('moves 0');
      await quit(first);
      // The first window gone, the second still plays its copy without saving.
      await second.type(...arrowsTo(knights, cursorCell(restarted), 2), ENTER);
      await second.type(...arrowsTo(knights, 2, 3), ENTER);
      await second.waitFor('moves 1');
      await quit(second);
      // Exactly the first window's game: its move, undone, redone; nothing of the second's.
      expect(savedGame(home)).toMatchObject({ steps: [[0, 5]], at: 1 });
      expect(readdirSync(join(home, 'games')).filter((name) => name.endsWith('.lock'))).toEqual([]);
    } finally {
      first.child.kill();
      second?.child.kill();
    }

    // A window killed outright leaves its lock behind; the next one takes it over and saves.
    const killed = launch(['play', 'knights'], { env });
    const next = { app: undefined as App | undefined };
    try {
      const resumed = await killed.waitFor('moves 1');
      expect(resumed).toContain('your saved game, resumed');
      killed.child.kill('SIGKILL');
      await killed.exited;
      expect(readdirSync(join(home, 'games')).some((name) => name.endsWith('.lock'))).toBe(true);
      next.app = launch(['play', 'knights'], { env });
      const screen = await next.app.waitFor('moves 1');
      expect(screen).toContain('your saved game, resumed');
      expect(screen).not.toMatch(ELSEWHERE);
      await next.app.type('u');
      await next.app.waitFor('moves 0');
      await quit(next.app);
      expect(savedGame(home)).toMatchObject({ steps: [[0, 5]], at: 0 });
    } finally {
      killed.child.kill();
      next.app?.child.kill();
    }
  }, 90_000);
});
