import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import { writeStored } from '../source/store/json-file.js';
import { settingsPath } from '../source/store/settings.js';
import { FIRST_FRAMES_FILE } from '../source/ui/first-frame/frame-cache.js';
import { cli, launch } from './pty.js';

/*
 * A start's first frame, kept by the start before it, is on the screen before
 * Ink has loaded; the app takes the same screen over without drawing it again.
 */

const ENTER = '\u001B[?1049h\u001B[H';
/** Written when the app takes the terminal over (mouse reporting on): Ink is loaded by then. */
const APP_TOOK_OVER = '\u001B[?1000h';
const CLEAR = '\u001B[2J';

const kept = (home: string): { key: string; frame: string }[] => {
  const path = join(home, FIRST_FRAMES_FILE);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).entries : [];
};

const until = async (done: () => boolean, what: string): Promise<void> => {
  // A safety net under the test timeout, never an expectation of speed.
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 30_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The frame as the pseudo-terminal passes it on (newlines become CR LF). */
const onTerminal = (frame: string): string => frame.replaceAll('\n', '\r\n');

const MENU_TEXT = `tobikoe play ${catalogue[0].id}`;

/** One start that keeps its first frame: run until it is kept, then quit. */
const firstStart = async (home: string, args: readonly string[] = [], text = MENU_TEXT) => {
  const app = launch(args, { env: { TOBIKOE_HOME: home } });
  try {
    await app.waitFor(text);
    await until(() => kept(home).length > 0, 'the first frame kept');
    app.child.write('q');
    if (args.length > 0) {
      await app.waitFor(MENU_TEXT);
      app.child.write('q');
    }
    expect(await app.exited).toBe(0);
  } finally {
    app.child.kill();
  }
  return kept(home);
};

describe.runIf(existsSync(cli))('the first frame, kept', () => {
  it('is drawn before Ink loads, the first thing written, and not drawn again by Ink', async () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-frame-'));
    const [entry] = await firstStart(home);
    expect(entry.frame).toContain('tobikoe');

    const app = launch([], { env: { TOBIKOE_HOME: home } });
    try {
      await until(() => app.raw().includes(APP_TOOK_OVER), 'the app');
      const screen = await app.waitFor(MENU_TEXT);
      // Later frames of the menu, if any, come as Ink's redraws of lines; give them a moment.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const raw = app.raw();
      expect(raw.startsWith(ENTER + onTerminal(entry.frame))).toBe(true);
      expect(raw.split(MENU_TEXT)).toHaveLength(2);
      expect(raw).not.toContain(CLEAR);
      expect(screen.split('\n')[0]).toContain('tobikoe');
      app.child.write('q');
      expect(await app.exited).toBe(0);
    } finally {
      app.child.kill();
    }
  });

  it('keys typed while only the early frame is on the screen wait for the app, unechoed, and are acted on', async () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-frame-'));
    await firstStart(home);
    const app = launch([], { env: { TOBIKOE_HOME: home } });
    try {
      await until(() => app.raw().includes(MENU_TEXT), 'the early frame');
      // Down and Enter, before the app has taken the terminal over.
      app.child.write('\u001B[B\r');
      expect(app.raw()).not.toContain(APP_TOOK_OVER);
      const second = catalogue[1];
      const screen = await app.waitFor(`${second.title} · ${second.id}`);
      expect(screen).not.toContain('^[');
      expect(app.raw()).not.toContain('^[[B');
    } finally {
      app.child.kill();
    }
  });

  it("play <id>: the game's first board is kept and drawn early", async () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-frame-'));
    const { id } = catalogue[0];
    const [entry] = await firstStart(home, ['play', id], 'moves 0');
    expect(entry.frame).toContain('moves 0');
    const app = launch(['play', id], { env: { TOBIKOE_HOME: home } });
    try {
      await until(() => app.raw().includes(APP_TOOK_OVER), 'the app');
      await app.waitFor('moves 0');
      expect(app.raw().startsWith(ENTER + onTerminal(entry.frame))).toBe(true);
      expect(app.raw()).not.toContain(CLEAR);
    } finally {
      app.child.kill();
    }
  });

  it("after a game is played the menu's next start is kept at quitting, and drawn early", async () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-frame-'));
    const [before] = await firstStart(home);
    const played = launch([], { env: { TOBIKOE_HOME: home } });
    try {
      await played.waitFor(MENU_TEXT);
      await played.type('\r');
      await played.waitFor('moves 0');
      // Cell 0 picked, moved two cells on: the save and the menu's preview change with it.
      await played.type('\r', '\u001B[C', '\u001B[C', '\r');
      await played.waitFor('moves 1');
      await played.type('q');
      await played.waitFor(MENU_TEXT);
      await played.type('q');
      expect(await played.exited).toBe(0);
    } finally {
      played.child.kill();
    }
    const [next, ...older] = kept(home);
    expect(older).toEqual([before]);
    expect(next.key).not.toBe(before.key);
    const app = launch([], { env: { TOBIKOE_HOME: home } });
    try {
      await until(() => app.raw().includes(APP_TOOK_OVER), 'the app');
      await app.waitFor(MENU_TEXT);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(app.raw().startsWith(ENTER + onTerminal(next.frame))).toBe(true);
      expect(app.raw()).not.toContain(CLEAR);
      expect(kept(home)).toHaveLength(2);
    } finally {
      app.child.kill();
    }
  });

  it('a changed setting misses: nothing is drawn before the app, which draws the frame the setting asks for', async () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-frame-'));
    const [before] = await firstStart(home);
    writeStored(settingsPath(home), {
      settings: { coach: false, mouse: true, theme: 'high-contrast' },
    });
    const app = launch([], { env: { TOBIKOE_HOME: home } });
    try {
      await app.waitFor(MENU_TEXT);
      const raw = app.raw();
      expect(raw.indexOf(APP_TOOK_OVER)).toBeGreaterThan(-1);
      expect(raw.indexOf(MENU_TEXT)).toBeGreaterThan(raw.indexOf(APP_TOOK_OVER));
      app.child.write('q');
      expect(await app.exited).toBe(0);
    } finally {
      app.child.kill();
    }
    await until(() => kept(home).length === 2, 'the new frame kept');
    expect(kept(home)[1]).toEqual(before);
    expect(kept(home)[0].key).not.toBe(before.key);
  });

  it("a kept frame that is not Ink's is cleared and Ink's drawn over it; a hostile one never reaches the terminal", async () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-frame-'));
    const [entry] = await firstStart(home);
    const path = join(home, FIRST_FRAMES_FILE);
    writeFileSync(path, JSON.stringify({ entries: [{ key: entry.key, frame: 'STALE FRAME\n' }] }));
    const stale = launch([], { env: { TOBIKOE_HOME: home } });
    try {
      const screen = await stale.waitFor(MENU_TEXT);
      const raw = stale.raw();
      expect(raw.startsWith(`${ENTER}STALE FRAME`)).toBe(true);
      expect(raw.indexOf(CLEAR)).toBeGreaterThan(raw.indexOf('STALE FRAME'));
      expect(raw.indexOf(MENU_TEXT)).toBeGreaterThan(raw.indexOf(CLEAR));
      expect(screen).not.toContain('STALE');
      stale.child.write('q');
      expect(await stale.exited).toBe(0);
    } finally {
      stale.child.kill();
    }
    // Ink's frame is kept again in the stale one's place.
    await until(() => kept(home)[0]?.frame === entry.frame, 'the frame kept again');

    const hostile = `${entry.frame}\u001B]0;pwned\u0007\u001B]52;c;cm0gLXJm\u0007`;
    writeFileSync(path, JSON.stringify({ entries: [{ key: entry.key, frame: hostile }] }));
    const app = launch([], { env: { TOBIKOE_HOME: home } });
    try {
      await app.waitFor(MENU_TEXT);
      expect(app.raw()).not.toContain(']0;pwned');
      expect(app.raw()).not.toContain(']52;');
      expect(app.raw().indexOf(MENU_TEXT)).toBeGreaterThan(app.raw().indexOf(APP_TOOK_OVER));
    } finally {
      app.child.kill();
    }
  });

  it('SIGTERM while only the early frame is up: the terminal given back, exit 143', async () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-frame-'));
    await firstStart(home);
    const app = launch([], { env: { TOBIKOE_HOME: home } });
    try {
      await until(() => app.raw().includes(MENU_TEXT), 'the early frame');
      expect(app.raw()).not.toContain(APP_TOOK_OVER);
      app.child.kill('SIGTERM');
      expect(await app.exited).toBe(143);
      expect(app.raw()).toContain('\u001B[?1049l');
    } finally {
      app.child.kill();
    }
  });
});
