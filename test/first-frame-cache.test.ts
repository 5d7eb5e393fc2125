import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gamesFolder } from '../source/store/games.js';
import { recordsPath } from '../source/store/records.js';
import { settingsPath } from '../source/store/settings.js';
import { statsPath } from '../source/store/stats.js';
import { drawFirstFrame } from '../source/ui/first-frame/draw-first-frame.js';
import {
  FIRST_FRAMES_FILE,
  MOST_FIRST_FRAMES,
  MOST_FRAME_CHARS,
  parseFirstFrames,
  readFirstFrames,
} from '../source/ui/first-frame/frame-cache.js';
import {
  type FrameKeyInput,
  firstFrameKey,
  KEYED_FILES,
  keepsFirstFrame,
} from '../source/ui/first-frame/frame-key.js';
import { keepFirstFrame } from '../source/ui/first-frame/frame-store.js';
import { isSafeFrame } from '../source/ui/first-frame/safe-frame.js';
import { quickDigest } from '../source/util/quick-digest.js';

const folder = (): string => mkdtempSync(join(tmpdir(), 'first-frames-'));

/** What Ink wrote for a small first frame: synchronized, the cursor hidden, styled lines. */
const INK_FRAME =
  '\u001B[?2026h\u001B[?25l\u001B[1mtobikoe\u001B[22m · puzzles\n\u001B[96m❯ Flip It\u001B[39m 跳び越え\n\u001B[?2026l';

const input = (home: string, changes: Partial<FrameKeyInput> = {}): FrameKeyInput => ({
  argv: [],
  env: { LANG: 'en_US.UTF-8', TERM: 'xterm-256color', PWD: '/somewhere', SHLVL: '1' },
  folders: { config: home, data: home, cache: home },
  columns: 80,
  rows: 24,
  now: new Date('2026-12-03T12:00:00Z'),
  build: 'c5f7dc944802111d',
  node: 'v20.20.2',
  ...changes,
});

describe('which starts keep their first frame', () => {
  it('the menu and play <id|code>, with no flag', () => {
    expect(keepsFirstFrame([])).toBe(true);
    expect(keepsFirstFrame(['play', 'line-3'])).toBe(true);
    expect(keepsFirstFrame(['play', 'frog-line-4:BBBB.WWWW'])).toBe(true);
    for (const argv of [
      ['--ascii'],
      ['--screen-reader'],
      ['play', 'line-3', '--ascii'],
      ['play', '--help'],
      ['play'],
      ['solve', 'line-3'],
      ['watch', 'line-3'],
    ]) {
      expect(keepsFirstFrame(argv), argv.join(' ')).toBe(false);
    }
  });
});

describe("a first frame's key", () => {
  it('is the same for the same start, whatever else the environment holds', () => {
    const home = folder();
    const key = firstFrameKey(input(home));
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(firstFrameKey(input(home))).toBe(key);
    const other = { ...input(home).env, PWD: '/elsewhere', SHLVL: '3', OLDPWD: '/' };
    expect(firstFrameKey(input(home, { env: other }))).toBe(key);
    expect(firstFrameKey(input(home, { now: new Date('2026-12-03T23:59:59Z') }))).toBe(key);
  });

  it('changes with the build, Node, the command line, the window, the UTC day and the look of the environment', () => {
    const home = folder();
    const key = firstFrameKey(input(home));
    const env = input(home).env;
    const changed: Partial<FrameKeyInput>[] = [
      { build: '0000000000000000' },
      { node: 'v22.23.5' },
      { argv: ['play', 'line-3'] },
      { columns: 81 },
      { rows: 25 },
      { now: new Date('2026-12-04T00:00:00Z') },
      { env: { ...env, NO_COLOR: '1' } },
      { env: { ...env, LANG: 'ja_JP.UTF-8' } },
      { env: { ...env, LC_ALL: 'ja_JP.UTF-8' } },
      { env: { ...env, TERM: 'xterm' } },
      { env: { ...env, COLORTERM: 'truecolor' } },
      { env: { ...env, FORCE_COLOR: '0' } },
    ];
    const keys = changed.map((change) => firstFrameKey(input(home, change)));
    for (const [at, other] of keys.entries())
      expect(other, JSON.stringify(changed[at])).not.toBe(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('changes with the settings, the records, the stats, the saved games and a game open elsewhere, not with a stale lock', () => {
    const home = folder();
    const seen = [firstFrameKey(input(home))];
    const more = (): string => {
      const key = firstFrameKey(input(home));
      expect(seen).not.toContain(key);
      seen.push(key);
      return key;
    };
    writeFileSync(settingsPath(home), '{"settings":{"coach":false}}\n');
    more();
    writeFileSync(settingsPath(home), '{"settings":{"coach":true}}\n');
    more();
    writeFileSync(recordsPath(home), '{"records":{}}\n');
    more();
    writeFileSync(statsPath(home), '{"stats":{}}\n');
    more();
    const noGames = firstFrameKey(input(home));
    mkdirSync(gamesFolder(home));
    expect(firstFrameKey(input(home))).toBe(noGames);
    writeFileSync(join(gamesFolder(home), 'line-3-0123.json'), '{}');
    const withGame = more();
    writeFileSync(join(gamesFolder(home), 'line-3-0123.json'), '{"steps":[]}');
    more();
    const now = firstFrameKey(input(home));
    const lock = join(gamesFolder(home), 'line-3-0123.json.lock');
    const owner = (pid: number) =>
      JSON.stringify({ pid, host: hostname(), since: new Date().toISOString() });
    // A lock its process left behind (no such pid), a writer's temporary: the same key.
    writeFileSync(lock, owner(2 ** 30));
    writeFileSync(join(gamesFolder(home), 'line-3-0123.json.tmp-1-0123456789abcdef'), '');
    expect(firstFrameKey(input(home))).toBe(now);
    expect(withGame).not.toBe(now);
    // The game open in another window now (a live process holds it): drawn refused, another key.
    writeFileSync(lock, owner(process.ppid));
    more();
  });

  it('reads the files where the stores keep them', () => {
    const home = folder();
    expect(join(home, KEYED_FILES.settings)).toBe(settingsPath(home));
    expect(join(home, KEYED_FILES.records)).toBe(recordsPath(home));
    expect(join(home, KEYED_FILES.stats)).toBe(statsPath(home));
    expect(join(home, KEYED_FILES.games)).toBe(gamesFolder(home));
  });

  it("tells parts apart by their lengths (['ab', 'c'] is not ['a', 'bc'])", () => {
    expect(quickDigest(['ab', 'c'])).not.toBe(quickDigest(['a', 'bc']));
    expect(quickDigest(['ab', 'c'])).toBe(quickDigest(['ab', 'c']));
    expect(quickDigest([Buffer.from('abc')])).toBe(quickDigest(['abc']));
  });
});

describe('the kept frames', () => {
  const key = (n: number): string => n.toString(16).padStart(16, '0');

  it(`keeps at most ${MOST_FIRST_FRAMES}, the newest first; a frame kept again under its key moves first`, () => {
    const home = folder();
    for (let n = 1; n <= MOST_FIRST_FRAMES + 1; n++) {
      keepFirstFrame(home, { key: key(n), frame: `${INK_FRAME}${n}` });
    }
    const kept = readFirstFrames(home);
    expect(kept.map((entry) => entry.key)).toEqual(
      Array.from({ length: MOST_FIRST_FRAMES }, (_, at) => key(MOST_FIRST_FRAMES + 1 - at)),
    );
    keepFirstFrame(home, { key: key(5), frame: `${INK_FRAME}again`, probed: null });
    const again = readFirstFrames(home);
    expect(again).toHaveLength(MOST_FIRST_FRAMES);
    expect(again[0]).toEqual({ key: key(5), frame: `${INK_FRAME}again`, probed: null });
    expect(again.filter((entry) => entry.key === key(5))).toHaveLength(1);
    expect(readFirstFrames(home, key(3))).toEqual([{ key: key(3), frame: `${INK_FRAME}3` }]);
    expect(readFirstFrames(home, key(1))).toEqual([]);
  });

  it("passes Ink's frames: text, colours, the cursor hidden, synchronized output", () => {
    expect(isSafeFrame(INK_FRAME)).toBe(true);
    expect(isSafeFrame('\u001B[2K\u001B[1A\u001B[2K\u001B[G plain\r\n')).toBe(true);
  });

  it('refuses any other control: a title, the clipboard, a query the terminal answers, a mode, C1, BEL', () => {
    for (const hostile of [
      '\u001B]0;pwned\u0007',
      '\u001B]52;c;cm0gLXJmIH4=\u0007',
      '\u001B[6n',
      '\u001B[c',
      '\u001BP+q544e\u001B\\',
      '\u001B[?1049l',
      '\u001B[2J',
      '\u001B[1;1H',
      '\u009B6n',
      '\u009D0;x\u009C',
      'bell\u0007',
      '\u001Bc',
      '\u001B[38;5;1\u001B]0;x\u0007m',
    ]) {
      expect(isSafeFrame(`${INK_FRAME}${hostile}`), JSON.stringify(hostile)).toBe(false);
    }
  });

  it('ignores a damaged or hostile file, and an entry it cannot trust, keeping the rest', () => {
    const good = { key: key(1), frame: INK_FRAME };
    expect(parseFirstFrames('{"entries": [')).toEqual([]);
    expect(parseFirstFrames('null')).toEqual([]);
    expect(parseFirstFrames('{"entries": {"0": {}}}')).toEqual([]);
    const entries = [
      { key: key(2), frame: `${INK_FRAME}\u001B]0;pwned\u0007` },
      { key: 'not hex', frame: INK_FRAME },
      { key: key(3), frame: 42 },
      { key: key(4), frame: 'x'.repeat(MOST_FRAME_CHARS + 1) },
      { key: key(5), frame: INK_FRAME, probed: 'yes' },
      null,
      good,
    ];
    expect(parseFirstFrames(JSON.stringify({ entries }))).toEqual([good]);
    expect(parseFirstFrames(JSON.stringify({ entries }), key(2))).toEqual([]);
  });

  it('reads nothing from a pipe, a folder or an oversized file at its name, and never waits on one', () => {
    const pipe = folder();
    execFileSync('mkfifo', [join(pipe, FIRST_FRAMES_FILE)]);
    expect(readFirstFrames(pipe)).toEqual([]);
    const inside = folder();
    mkdirSync(join(inside, FIRST_FRAMES_FILE));
    expect(readFirstFrames(inside)).toEqual([]);
    const large = folder();
    writeFileSync(join(large, FIRST_FRAMES_FILE), ' '.repeat(30 * MOST_FRAME_CHARS));
    expect(readFirstFrames(large)).toEqual([]);
    expect(readFirstFrames(join(folder(), 'missing'))).toEqual([]);
  });

  it('does not keep a frame it would not read back', () => {
    const home = folder();
    keepFirstFrame(home, { key: key(1), frame: `${INK_FRAME}\u001B]0;x\u0007` });
    expect(readFirstFrames(home)).toEqual([]);
  });
});

describe("Ink's first frame, set against the one drawn early", () => {
  const stdout = process.stdout;
  const was = { write: stdout.write, columns: stdout.columns, rows: stdout.rows };
  afterEach(() => {
    stdout.write = was.write;
    Object.defineProperty(stdout, 'columns', {
      value: was.columns,
      configurable: true,
      writable: true,
    });
    Object.defineProperty(stdout, 'rows', { value: was.rows, configurable: true, writable: true });
  });

  /** Runs drawFirstFrame around a draw that writes `frame` as Ink does, in parts; what reached the terminal. */
  const drawn = (frame: string, options: Parameters<typeof drawFirstFrame>[1]): string => {
    const out: string[] = [];
    stdout.write = ((chunk: string) => {
      out.push(chunk);
      return true;
    }) as typeof stdout.write;
    Object.defineProperty(stdout, 'columns', { value: 80, configurable: true, writable: true });
    Object.defineProperty(stdout, 'rows', { value: 24, configurable: true, writable: true });
    const result = drawFirstFrame(() => {
      for (const part of frame.split(/(?=\n)/)) process.stdout.write(part);
      return 'instance';
    }, options);
    expect(result).toBe('instance');
    return out.join('');
  };

  it('writes nothing when the same frame is on the screen, and keeps nothing new', async () => {
    const home = folder();
    expect(drawn(INK_FRAME, { onScreen: INK_FRAME, keep: start(home) })).toBe('');
    await new Promise((resolve) => setImmediate(resolve));
    expect(readFirstFrames(home)).toEqual([]);
  });

  it('clears the screen and writes its own over another frame, in one synchronized update, and keeps it', async () => {
    const home = folder();
    expect(drawn(INK_FRAME, { onScreen: 'stale', keep: start(home) })).toBe(
      `\u001B[?2026h\u001B[2J\u001B[H${INK_FRAME}\u001B[?2026l`,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(readFirstFrames(home)).toEqual([{ key: start(home).key, frame: INK_FRAME }]);
  });

  it('writes its frame as it is with nothing on the screen; keeps it with what the terminal said', async () => {
    const home = folder();
    expect(drawn(INK_FRAME, { keep: { ...start(home), probed: true } })).toBe(INK_FRAME);
    await new Promise((resolve) => setImmediate(resolve));
    expect(readFirstFrames(home)).toEqual([
      { key: start(home).key, frame: INK_FRAME, probed: true },
    ]);
    expect(JSON.parse(readFileSync(join(home, FIRST_FRAMES_FILE), 'utf8')).version).toBe(1);
  });

  it('keeps nothing when the window changed size after the key was made', async () => {
    const home = folder();
    drawn(INK_FRAME, { keep: { ...start(home), columns: 100 } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(readFirstFrames(home)).toEqual([]);
  });

  const start = (home: string) => ({
    argv: [],
    key: '00000000000000ab',
    cacheFolder: home,
    columns: 80,
    rows: 24,
  });
});
