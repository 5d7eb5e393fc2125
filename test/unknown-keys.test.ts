import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame, playMove } from '../source/game/history.js';
import { catalogue, findEntry } from '../source/puzzles/catalogue.js';
import { saveGame, variantKey } from '../source/store/games.js';
import { SEQUENCES } from './escape-sequences.js';
import { cli, launch } from './pty.js';
import { legalMoves, makePuzzle } from './support.js';

/**
 * Key sequences Ink 6.8's parser does not know used to reach `useInput` as an
 * undefined input and end the game with exit 70 (Ink issue #901). Every screen
 * gets every one of them, through a real terminal, and must carry on.
 */

const UNKNOWN = [
  '\u001B[1;5P', // Ctrl+F1
  '\u001B[1;5Q', // Ctrl+F2
  '\u001B[1;5R', // Ctrl+F3
  '\u001B[0m',
  '\u001B[5j',
  '\u001B[0j',
  '\u001B[1;5S', // Ctrl+F4
  '\u001B[I', // focus in
  '\u001B[24;80R', // a cursor position report
  '\u001B[<0;10;20m', // a mouse button let go
  '\u001B[<0;1;1M', // a click on the title line
  '\u001B[M !!', // the same click reported the X10 way
  // Every family of sequence a terminal may send (answers to queries, focus reports, ...).
  ...Object.values(SEQUENCES),
];
/**
 * Coloured text pasted in one read: its text, unlike its colours, is typed
 * (characters no screen binds, though on a help screen any key goes back).
 */
const COLOURED_PASTE = '\u001B[31m██\u001B[1;33m▒▒\u001B[0m';

type App = ReturnType<typeof launch>;

/**
 * Sends every sequence (in one write: Ink's parser splits it into one event
 * each, as if typed one by one), then checks the app is still running.
 */
const pester = async (app: App, where: string, still = false): Promise<void> => {
  const before = await app.screen();
  await app.type(UNKNOWN.join(''));
  // A report split across reads, a DCS answer too.
  await app.type('\u001B[<0;1', ';1M', '\u001BP+q54', '4e\u001B\\');
  const early = await Promise.race([
    app.exited,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 200)),
  ]);
  expect(early, `the app ended on the ${where}:\n${app.raw().slice(-600)}`).toBeUndefined();
  expect(app.raw(), `on the ${where}`).not.toContain('went wrong');
  // Nothing was read as a key: a screen that stands still shows what it showed.
  if (still) expect(await app.screen(), `on the ${where}`).toBe(before);
  await app.type(COLOURED_PASTE);
};

/** On a help screen any key goes back, Ctrl+F1 included: go back if it is still there. */
const leaveHelp = async (app: App, behind: string): Promise<void> => {
  if ((await app.screen()).includes('goes back')) await app.type('x');
  await app.waitFor(behind);
};

describe('unknown key sequences on every screen', () => {
  it('menu, rules, resume, play, help, solve panel, analysis and the size message carry on', async () => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-keys-'));
    const knights = makePuzzle('knights');
    const [first] = legalMoves(knights, knights.start);
    saveGame(home, variantKey(findEntry('knights')!, {}), playMove(newGame(knights), first));

    const app = launch([], { env: { TOBIKOE_HOME: home } });
    try {
      await app.waitFor('tobikoe play flip-line');
      await pester(app, 'menu', true);
      await app.type('?');
      await app.waitFor('goes back');
      await pester(app, 'rules screen', true);
      await leaveHelp(app, 'tobikoe play flip-line');

      // Down to Knights, each step waiting for its redraw.
      const knightsAt = catalogue.findIndex((entry) => entry.id === 'knights');
      for (const entry of catalogue.slice(1, knightsAt + 1)) {
        await app.type('j');
        await app.waitFor(new RegExp(`^❯.*${entry.title.replace(/[()]/g, '.')}`, 'm'));
      }
      await app.type('\r');
      await app.waitFor('You have a saved game');
      await pester(app, 'resume screen', true);
      await app.type('r');
      await app.waitFor(/moves 1 · optimal \d/);
      await pester(app, 'play screen', true);

      await app.type('?');
      await app.waitFor('goes back');
      await pester(app, 'help screen', true);
      await leaveHelp(app, 'moves 1 · optimal');

      await app.type('s');
      await pester(app, 'solve panel while it searches');
      await app.waitFor('optimal 15 moves');
      await pester(app, 'solve panel with an answer');
      await app.type('\u001B');
      await app.waitFor(/moves 1 · optimal \d/);

      await app.type('a');
      await pester(app, 'analysis screen');
      await app.waitFor('18,480');
      await pester(app, 'analysis screen with its figures');
      await app.type('\u001B');
      await app.waitFor(/moves 1 · optimal \d/);

      app.child.resize(30, 8);
      await app.waitFor('make the window at least');
      await pester(app, 'size message', true);
      app.child.resize(80, 24);
      await app.waitFor(/moves 1 · optimal \d/);

      await app.type('q');
      await app.waitFor('tobikoe play knights');
      await app.type('q');
      expect(await app.exited).toBe(0);
      expect(app.raw()).not.toContain('went wrong');
    } finally {
      app.child.kill();
    }
  }, 60_000);
});
