import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { cli, launch } from './pty.js';
import { lastScreenOf, readCast, stillText } from './recordings.js';

/** The record key, Ctrl-R, as a terminal sends it. */
const RECORD = '\u0012';
const freshHome = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-record-'));

describe.concurrent('recording in the app', () => {
  it('Ctrl-R records the watch into recordings/ (an asciicast and an SVG of the same last screen), and replay plays it back until q', async ({
    expect,
  }) => {
    expect(existsSync(cli)).toBe(true);
    const home = freshHome();
    const app = launch(['play', 'knights'], { env: { TOBIKOE_HOME: home } });
    try {
      await app.waitFor('moves 0');
      await app.type('s');
      await app.waitFor('optimal 16 moves');
      // The counter's own search (in the background) has answered too: nothing on screen changes after the pause.
      await app.waitFor('moves 0 · optimal 16');
      await app.type('w');
      await app.waitFor(/g \d+ \+ h \d+ = f/);
      await app.type(RECORD);
      await app.waitFor('● REC');
      await app.waitFor(/node \d{2,}/);
      // Paused, so the terminal still shows what the recording ended on, once the node asked
      // for before the pause has been drawn.
      await app.type(' ');
      await app.waitFor('paused');
      await app.settled();
      await app.type(RECORD);
      const after = await app.waitFor('recorded:');
      app.child.write('\u0003');
      expect(await app.exited).toBe(130);

      const folder = join(home, 'recordings');
      const made = readdirSync(folder).sort();
      expect(made).toEqual([
        expect.stringMatching(/^knights-solve-\d{8}-\d{6}\.cast$/),
        expect.stringMatching(/^knights-solve-\d{8}-\d{6}\.svg$/),
      ]);
      // The file's name first, then its folder, as much of it as the status line has room for.
      const said = after.split('\n').find((line) => line.includes('recorded:')) ?? '';
      expect(said).toContain(`recorded: ${made[1]} and .cast in `);
      const cast = readCast(join(folder, made[0]));
      expect(cast.header).toMatchObject({ width: 80, height: 24 });
      const last = await lastScreenOf(cast);
      expect(last).toContain('Watch:');
      // The terminal's screen, but for the title line (● REC) and the message saying where the files went.
      const terminal = after.replace(/ +$/gm, '').split('\n');
      const kept = (lines: string[]): string[] =>
        lines.filter((_, row) => row > 0 && !terminal[row].includes('recorded:'));
      expect(kept(last.split('\n'))).toEqual(kept(terminal));
      expect(last.split('\n')[0]).toContain('● REC');
      const svg = readFileSync(join(folder, made[1]), 'utf8');
      expect(stillText(svg, 80, 24)).toBe(last);

      const replay = launch(['replay', join(folder, made[0])], { env: { TOBIKOE_HOME: home } });
      try {
        await replay.waitFor('Watch:');
        // Space pauses (the status says so on the last row), ← steps a frame back, q quits.
        await replay.type(' ');
        await replay.waitFor(/\d:\d\d \/ \d:\d\d {2}paused/);
        await replay.type('\u001B[D');
        await replay.waitFor('Watch:');
        await replay.type('q');
        expect(await replay.exited).toBe(0);
      } finally {
        replay.child.kill();
      }
    } finally {
      app.child.kill();
    }
  });

  it('play --record FILE.svg, ended by Ctrl-C: the picture is finished and shows the last screen', async ({
    expect,
  }) => {
    const home = freshHome();
    const file = join(home, 'game.svg');
    const app = launch(['play', 'knights', '--record', file], { env: { TOBIKOE_HOME: home } });
    try {
      await app.waitFor('moves 0');
      await app.type('\r');
      // The optimum is searched beside the game: once it is on the screen, nothing more changes
      // there before Ctrl-C (on a busy machine it came after the pick, and the picture had it).
      const shown = await app.waitFor(/optimal \d+[\s\S]*picked up/);
      app.child.write('\u0003');
      expect(await app.exited).toBe(130);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<\/svg>\n$/);
      const text = stillText(svg, 80, 24);
      expect(text).toContain('picked up');
      expect(text.split('\n').slice(0, 16)).toEqual(
        shown.replace(/ +$/gm, '').split('\n').slice(0, 16),
      );
    } finally {
      app.child.kill();
    }
  });

  it('watch --nodes N --record FILE.svg: the watch from the start, paused at N nodes, then the app ends by itself; the picture ends on that screen', async ({
    expect,
  }) => {
    const home = freshHome();
    const file = join(home, 'watch.svg');
    const app = launch(['watch', 'knights', '--nodes', '30', '--record', file], {
      env: { TOBIKOE_HOME: home },
    });
    try {
      const shown = await app.waitFor(/node 3\d · .*[\s\S]*paused/);
      expect(await app.exited).toBe(0);
      const text = stillText(readFileSync(file, 'utf8'), 80, 24);
      expect(text).toContain('Watch: IDA*');
      expect(text).toBe(shown.replace(/ +$/gm, ''));
    } finally {
      app.child.kill();
    }
  });
});
