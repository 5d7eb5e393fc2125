import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { launch } from './pty.js';

/**
 * Ctrl-C quits at once wherever it stands in the input (issue: `03 03` in one
 * read left the game running, and a Ctrl-C after a long paste was lost).
 */

const freshHome = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-ctrl-c-'));
const RIGHT = '\u001B[C';

type App = ReturnType<typeof launch>;

/** The exit code, or 'still running' once `ms` have passed (a net under the test's timeout). */
const exitWithin = (app: App, ms: number): Promise<number | 'still running'> =>
  Promise.race([
    app.exited,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);

describe.concurrent('Ctrl-C in what arrives together', () => {
  it('two Ctrl-C in one read quit with 130', async ({ expect }) => {
    const app = launch(['play', 'knights'], { env: { TOBIKOE_HOME: freshHome() } });
    try {
      await app.waitFor('moves 0');
      app.child.write('\u0003\u0003');
      expect(await exitWithin(app, 15_000)).toBe(130);
    } finally {
      app.child.kill();
    }
  });

  it('a Ctrl-C between keys in one read quits with 130, the keys before it not played', async ({
    expect,
  }) => {
    const app = launch(['play', 'knights'], { env: { TOBIKOE_HOME: freshHome() } });
    try {
      await app.waitFor('moves 0');
      app.child.write('l\u0003j');
      expect(await exitWithin(app, 15_000)).toBe(130);
    } finally {
      app.child.kill();
    }
  });

  it('a Ctrl-C after a paste of 20,000 cursor keys quits with 130', async ({ expect }) => {
    const app = launch(['play', 'line-3'], { env: { TOBIKOE_HOME: freshHome() } });
    try {
      await app.waitFor('moves 0');
      // In one write, as a paste is: the Ctrl-C arrives with the paste's last keys.
      app.child.write(`${RIGHT.repeat(20_000)}\u0003`);
      expect(await exitWithin(app, 15_000)).toBe(130);
    } finally {
      app.child.kill();
    }
  });
});

describe.concurrent('keys while a Japanese screen asks the terminal how wide ─ is', () => {
  /** The app in Japanese, started where it asks the terminal (no width set or given). */
  const asking = (): App =>
    launch([], { env: { TOBIKOE_HOME: freshHome(), LANG: 'ja_JP.UTF-8', LC_ALL: '' } });
  const question = async (app: App): Promise<void> => {
    while (!app.raw().includes('\u001B[6n')) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('Ctrl-C typed before the answer quits with 130', async ({ expect }) => {
    const app = asking();
    try {
      await question(app);
      // The key and the terminal's answer in one read: the question is still open when they come.
      app.child.write('\u0003\u001B[7;3R');
      expect(await exitWithin(app, 15_000)).toBe(130);
    } finally {
      app.child.kill();
    }
  });

  it('a key typed before the answer is kept: q quits the menu', async ({ expect }) => {
    const app = asking();
    try {
      await question(app);
      app.child.write('q\u001B[7;3R');
      expect(await exitWithin(app, 15_000)).toBe(0);
    } finally {
      app.child.kill();
    }
  });
});
