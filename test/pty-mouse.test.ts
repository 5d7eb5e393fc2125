import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellCentres } from '../source/board/board.js';
import { BOARD_INDENT, BOARD_TOP_ROWS } from '../source/ui/play/layout.js';
import { cli, launch } from './pty.js';
import { legalMoves, makePuzzle } from './support.js';

/**
 * The mouse in a real pseudo-terminal at 80×24: clicks and the wheel sent as
 * a terminal sends them (SGR reports, 1-based) pick, move, choose, scroll and
 * step; mouse reporting is on while the app runs and off after every way out.
 */

type App = ReturnType<typeof launch>;

const freshHome = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-mouse-'));

/** A press and its release at column `x`, line `y` counted from 0, as one read. */
const click = (app: App, x: number, y: number): void => {
  app.child.write(`\u001B[<0;${x + 1};${y + 1}M\u001B[<0;${x + 1};${y + 1}m`);
};
const wheelDown = (app: App, x: number, y: number): void => {
  app.child.write(`\u001B[<65;${x + 1};${y + 1}M`);
};

/** Where `text` is on the screen (its first character), as the headless terminal shows it. */
const find = async (app: App, text: string | RegExp): Promise<{ x: number; y: number }> => {
  const lines = (await app.screen()).split('\n');
  for (const [y, line] of lines.entries()) {
    const x = typeof text === 'string' ? line.indexOf(text) : line.search(text);
    if (x >= 0) return { x, y };
  }
  throw new Error(`${String(text)} is not on the screen:\n${lines.join('\n')}`);
};

const mouseMode = async (app: App): Promise<string> => {
  await app.screen();
  return app.term.modes.mouseTrackingMode;
};

/** Runs `body` on a fresh app and always ends it. */
const withApp = async (args: string[], body: (app: App) => Promise<void>): Promise<void> => {
  expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
  const app = launch(args, { env: { TOBIKOE_HOME: freshHome() } });
  try {
    await body(app);
  } finally {
    app.child.kill();
  }
};

describe.concurrent('the mouse', () => {
  it('a click on a knight and one on a lit cell make the move', async ({ expect }) => {
    await withApp(['play', 'knights'], async (app) => {
      await app.waitFor('moves 0');
      expect(await mouseMode(app)).not.toBe('none');
      const knights = makePuzzle('knights');
      const centres = cellCentres(knights);
      const at = (cell: number) => ({
        x: BOARD_INDENT + centres[cell].x,
        y: BOARD_TOP_ROWS + centres[cell].y,
      });
      const [from, to] = knights.notation(legalMoves(knights, knights.start)[0]);
      click(app, at(from).x, at(from).y);
      await app.waitFor('picked up');
      click(app, at(to).x, at(to).y);
      await app.waitFor('moves 1');
    });
  });

  it('a click on a menu entry chooses it, a second click plays it', async ({ expect }) => {
    await withApp([], async (app) => {
      await app.waitFor('tobikoe play flip-line');
      const entry = await find(app, 'Knights Exchange');
      click(app, entry.x, entry.y);
      await app.waitFor('tobikoe play knights');
      expect((await find(app, 'Knights Exchange')).y).toBe(entry.y);
      click(app, entry.x, entry.y);
      await app.waitFor('moves 0');
    });
  });

  it('the wheel scrolls the help screen', async () => {
    await withApp(['play', 'knights'], async (app) => {
      await app.waitFor('moves 0');
      await app.type('?');
      await app.waitFor(/scroll \(1–/);
      wheelDown(app, 10, 10);
      // One turn of the wheel is one ↓.
      await app.waitFor('scroll (2–');
    });
  });

  it("a click on the film strip's step 3 shows step 3", async () => {
    await withApp(['play', 'knights'], async (app) => {
      await app.waitFor('moves 0');
      await app.type('s');
      await app.waitFor(/step 0\/\d+/);
      const label = await find(app, / 3: /);
      click(app, label.x + 1, label.y);
      await app.waitFor(/step 3\/\d+/);
    });
  });
});

describe.concurrent('mouse reporting after each way out', () => {
  const ways: [string, (app: App) => void, number][] = [
    ['q', (app) => app.child.write('q'), 0],
    ['Ctrl-C', (app) => app.child.write('\u0003'), 130],
    ['SIGTERM', (app) => app.child.kill('SIGTERM'), 143],
    ['SIGHUP', (app) => app.child.kill('SIGHUP'), 129],
  ];
  for (const [way, leave, code] of ways) {
    it(`is off after ${way}`, async ({ expect }) => {
      await withApp([], async (app) => {
        await app.waitFor('tobikoe play flip-line');
        expect(await mouseMode(app)).toBe('vt200');
        leave(app);
        expect(await app.exited).toBe(code);
        expect(await mouseMode(app)).toBe('none');
      });
    });
  }

  it('is never on with --no-mouse', async ({ expect }) => {
    await withApp(['--no-mouse'], async (app) => {
      await app.waitFor('tobikoe play flip-line');
      expect(await mouseMode(app)).toBe('none');
      app.child.write('q');
      expect(await app.exited).toBe(0);
    });
  });
});
