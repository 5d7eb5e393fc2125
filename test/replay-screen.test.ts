/**
 * `replay` draws; it does not pass bytes through. A recording's output goes
 * into an emulator, and what reaches the terminal is only the rows it drew
 * (cursor moves, SGR, erase-line) and the modes it sets and resets itself.
 * The file is read as a stream: each kind of damage is one line with its line
 * number. The terminal here is another headless xterm, fed every byte.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import xterm from '@xterm/headless';
import { describe, expect, it } from 'vitest';
import { readScreen, waitForScreen } from '../scripts/screen-reader.js';
import { castLength, openCast } from '../source/record/cast-reader.js';
import { MAX_FILE_BYTES } from '../source/record/replay-command.js';
import { playReplay } from '../source/record/replay-player.js';
import { drawnRow, rowText } from '../source/record/screen-draw.js';
import { LEAVE_ALTERNATE_SCREEN } from '../source/ui/terminal-modes.js';
import { tobikoeHere } from './cli-here.js';
import { cli } from './pty.js';

type Terminal = InstanceType<typeof xterm.Terminal>;

const folder = mkdtempSync(join(tmpdir(), 'tobikoe-replay-'));
const file = (name: string, text: string | Buffer): string => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};
const header = (width: number, height: number): string =>
  `${JSON.stringify({ version: 2, width, height })}\n`;
const event = (seconds: number, text: string): string =>
  `${JSON.stringify([seconds, 'o', text])}\n`;

const ESC = '\u001B';
/**
 * Everything a hostile recording may try on a terminal, in five frames (each a
 * little over a frame's 1/30 s apart: replay plays them in real time).
 */
const HOSTILE = [
  event(0, `${ESC}]52;c;${Buffer.from('pwned').toString('base64')}\u0007`),
  event(0.04, `${ESC}]0;PWNED2\u0007${ESC}]2;PWNED3${ESC}\\${ESC}[8;50;200t`),
  event(0.08, `${ESC}Pq#0;2;0;0;0~-${ESC}\\${'\u0007'.repeat(200)}`),
  event(0.12, `${ESC}[4h${ESC}[?1h${ESC}=${ESC}[?7l${ESC}[5;10r${ESC}[?2004h${ESC}[?1000h`),
  event(
    0.16,
    `${ESC}[H${ESC}[31mred${ESC}[0m ${ESC}[1;44mbold on blue${ESC}[0m\r\nwide 日本語 end\r\n${ESC}[38;2;1;2;3mrgb${ESC}[0m`,
  ),
].join('');

const feed = (term: Terminal, text: string): Promise<void> =>
  new Promise((resolve) => term.write(text, resolve));

/** The sequences the replay draws with, and the modes it sets on entering and resets on leaving. */
const ALLOWED = [
  /^\[\d+;1H/, // a row's start
  /^\[\d+G/, // a column, after a character that is not ASCII
  /^\[0(;[\d;]+)?m/, // a style, always from a reset
  /^\[[27]m/, // the status line (inverse), and a reset
  /^\[2K/, // a row erased before it is drawn
  /^\[H/,
  /^\[2J/,
  /^\[r/, // the scroll region reset, on leaving
  /^\[4l/, // insert mode off
  /^\[\?(1|6|7|25|1000|1002|1003|1004|1005|1006|1015|1049|2004)[hl]/, // DEC modes
  /^>/, // keypad numeric
];
/** Each escape in `bytes` that is none of the allowed ones. */
const strangers = (bytes: string): string[] =>
  bytes
    .split(ESC)
    .slice(1)
    .filter((rest) => !ALLOWED.some((allowed) => allowed.test(rest)))
    .map((rest) => JSON.stringify(rest.slice(0, 12)));

/** A terminal that tells of every title, bell and clipboard write it is sent. */
const watchedTerminal = (cols: number, rows: number) => {
  const term = new xterm.Terminal({ cols, rows, allowProposedApi: true });
  const heard: string[] = [];
  term.onTitleChange((title) => heard.push(`title ${title}`));
  term.onBell(() => heard.push('bell'));
  term.parser.registerOscHandler(52, (data) => {
    heard.push(`clipboard ${data}`);
    return true;
  });
  term.parser.registerDcsHandler({ final: 'q' }, () => {
    heard.push('dcs');
    return true;
  });
  return { term, heard };
};

const modesOf = (term: Terminal) => ({ ...term.modes });

describe('the rows replay draws', () => {
  it('carry none of the recording: no OSC, DCS or bell, only row moves, SGR and erase; drawn into another terminal they show what the emulator shows', async () => {
    const recording = new xterm.Terminal({ cols: 40, rows: 6, allowProposedApi: true });
    await feed(
      recording,
      HOSTILE.split('\n')
        .map((line) => (line ? JSON.parse(line)[2] : ''))
        .join(''),
    );
    const bytes = Array.from({ length: 6 }, (_, y) => drawnRow(y, rowText(recording, y, 40))).join(
      '',
    );
    expect(strangers(bytes)).toEqual([]);
    expect([...bytes].filter((char) => '\u0007\u0090\u009B\u009D'.includes(char))).toEqual([]);
    expect(bytes).toContain(`${ESC}[0;31mred`);
    expect(bytes).toContain(`${ESC}[0;1;44mbold on blue`);
    expect(bytes).toContain(`${ESC}[0;38;2;1;2;3mrgb`);

    const { term, heard } = watchedTerminal(40, 6);
    await feed(term, bytes);
    expect(heard).toEqual([]);
    for (let y = 0; y < 6; y++) {
      expect(term.buffer.active.getLine(y)?.translateToString(true)).toBe(
        recording.buffer.active.getLine(y)?.translateToString(true),
      );
    }
    recording.dispose();
    term.dispose();
  });

  it('are cut to the view, never wider: a wide character across the edge is a blank', async () => {
    const recording = new xterm.Terminal({ cols: 20, rows: 2, allowProposedApi: true });
    await feed(recording, 'abcdefgh日本語xyz');
    // 日 at columns 8-9, 本 10-11: a view of 11 columns ends on 本's first half (a blank, and trailing).
    expect(rowText(recording, 0, 11)).toBe('abcdefgh日');
    const { term } = watchedTerminal(11, 2);
    await feed(term, `${ESC}[?7l${drawnRow(0, rowText(recording, 0, 11))}`);
    expect(term.buffer.active.getLine(0)?.translateToString(true)).toBe('abcdefgh日');
    expect(term.buffer.active.getLine(1)?.translateToString(true)).toBe('');
    recording.dispose();
    term.dispose();
  });
});

/** A TTY's stand-ins: keys typed into `stdin`, every byte written to `stdout` fed to a watched terminal. */
const fakeTerminal = (columns: number, rows: number) => {
  const { term, heard } = watchedTerminal(columns, rows);
  let bytes = '';
  let raw = false;
  const stdin = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode: (on: boolean) => {
      raw = on;
    },
  });
  const stdout = Object.assign(new EventEmitter(), {
    isTTY: true,
    columns,
    rows,
    write: (text: string) => {
      bytes += text;
      term.write(text);
      return true;
    },
  });
  return {
    term,
    heard,
    stdin: stdin as unknown as NodeJS.ReadStream,
    stdout: stdout as unknown as NodeJS.WriteStream,
    type: (key: string) => stdin.write(key),
    bytes: () => bytes,
    raw: () => raw,
    screen: () => readScreen(term, rows),
  };
};

describe('replay on a terminal', () => {
  it('plays a hostile recording to its end and quits on q: the terminal heard no title, bell, clipboard or DCS, and every mode is as it was', async () => {
    const path = file('hostile.cast', header(60, 6) + HOSTILE);
    const shown = fakeTerminal(50, 8);
    const before = modesOf(shown.term);
    const playing = playReplay(
      { path, header: openCast(path).header, ...castLength(path) },
      shown.stdin,
      shown.stdout,
      (error) => ({ code: 70, message: String(error) }),
    );
    expect(shown.raw()).toBe(true);
    // The end: the status line (the recording is wider than the terminal: cut, and said).
    const end = await waitForScreen(
      shown.screen,
      /paused +· +top left of 60x6/,
      20_000,
      (now) => new Error(`no end:\n${now}`),
    );
    expect(end.split('\n').slice(0, 3)).toEqual(['red bold on blue', 'wide 日本語 end', 'rgb']);
    shown.type('q');
    expect(await playing).toEqual({ code: 0 });
    await feed(shown.term, '');
    expect(shown.raw()).toBe(false);
    expect(shown.heard).toEqual([]);
    expect(strangers(shown.bytes())).toEqual([]);
    expect(modesOf(shown.term)).toEqual(before);
    expect(shown.term.buffer.active.type).toBe('normal');
  });

  it('← steps back a frame (the recording played again up to it), → on, Ctrl-C ends it with 130', async () => {
    const path = file(
      'steps.cast',
      // Frames a little over a frame's 1/30 s apart: played in real time.
      header(20, 3) + event(0, 'one') + event(0.05, '\r\ntwo') + event(0.1, '\r\nthree'),
    );
    const shown = fakeTerminal(20, 5);
    const playing = playReplay(
      { path, header: openCast(path).header, ...castLength(path) },
      shown.stdin,
      shown.stdout,
      (error) => ({ code: 70, message: String(error) }),
    );
    const wait = (wanted: (screen: string) => boolean, what: string) =>
      waitForScreen(shown.screen, wanted, 20_000, (now) => new Error(`${what}:\n${now}`));
    await wait((screen) => screen.includes('three') && screen.includes('paused'), 'the end');
    shown.type('\u001B[D');
    await wait((screen) => screen.includes('two') && !screen.includes('three'), 'a step back');
    shown.type('\u001B[D');
    await wait((screen) => screen.includes('one') && !screen.includes('two'), 'two steps back');
    shown.type('\u001B[C');
    await wait((screen) => screen.includes('two') && !screen.includes('three'), 'a step on');
    shown.type('\u0003');
    expect(await playing).toEqual({ code: 130 });
  });

  it('gives the terminal back with every mode reset, whatever was left set', async () => {
    const { term } = watchedTerminal(20, 10);
    const before = modesOf(term);
    await feed(
      term,
      `${ESC}[?1049h${ESC}[4h${ESC}[?1h${ESC}=${ESC}[?7l${ESC}[?6h${ESC}[5;8r${ESC}[?2004h${ESC}[?1004h${ESC}[?1003h${ESC}[?25l`,
    );
    expect(modesOf(term)).not.toEqual(before);
    await feed(term, LEAVE_ALTERNATE_SCREEN);
    expect(modesOf(term)).toEqual(before);
    expect(term.buffer.active.type).toBe('normal');
    // The scroll region is the whole screen again: a line feed on the last row scrolls all of it.
    await feed(term, `${ESC}[1;1Htop${ESC}[10;1H\n`);
    expect(term.buffer.active.getLine(term.buffer.active.baseY)?.translateToString(true)).toBe('');
    term.dispose();
  });
});

describe('a recording read as a stream', () => {
  it('joins output closer than a frame into one step, and cuts output all at one time into steps of at most a megabyte', () => {
    const near = file(
      'near.cast',
      header(10, 2) + event(0, 'a') + event(0.01, 'b') + event(0.5, 'c'),
    );
    expect(castLength(near)).toEqual({ seconds: 0.5, frames: 2 });
    const piece = 'x'.repeat(300_000);
    const burst = file('burst.cast', header(10, 2) + Array(8).fill(event(1, piece)).join(''));
    const reader = openCast(burst);
    const sizes: number[] = [];
    for (let frame = reader.next(); frame; frame = reader.next()) sizes.push(frame.text.length);
    reader.close();
    expect(sizes).toEqual([4 * 300_000, 4 * 300_000]);
  });

  const lines = (name: string, text: string | Buffer) => file(name, text);
  it.each([
    [
      'not UTF-8',
      () =>
        lines(
          'latin.cast',
          Buffer.concat([
            Buffer.from(`${header(10, 2)}${event(0, 'ok')}[1,"o","caf`),
            Buffer.from([0xe9]),
            Buffer.from('"]\n'),
          ]),
        ),
      /line 3 is not UTF-8 text/,
    ],
    [
      'going back in time',
      () => lines('back.cast', header(10, 2) + event(2, 'a') + event(1, 'b')),
      /line 3 goes back in time/,
    ],
    [
      'a time past 30 days',
      () => lines('late.cast', `${header(10, 2)}${event(0, 'a')}[1e308,"o","b"]\n`),
      /line 3 is timed past 720:00:00/,
    ],
    [
      'a time that is not finite',
      () => lines('inf.cast', `${header(10, 2)}[1e999,"o","b"]\n`),
      /line 2 is timed past/,
    ],
    [
      'a screen past 1000x1000',
      () => lines('vast.cast', header(5000, 5000)),
      /screen is larger than replay plays \(at most 1000x1000\)/,
    ],
    [
      'a line past 8 MB',
      () =>
        lines(
          'long.cast',
          header(10, 2) + event(0, 'a') + event(1, 'x'.repeat(8 * 1024 * 1024 + 1)),
        ),
      /line 3 is longer than 8 MB/,
    ],
    [
      'a file past the most replay plays (said before it is read)',
      () => {
        const path = lines('vast-file.cast', header(10, 2));
        // Sparse: as large as that to stat, nothing on the disk.
        truncateSync(path, MAX_FILE_BYTES + 1);
        return path;
      },
      /is 257 MB; replay plays recordings of at most 256 MB/,
    ],
  ])('%s: one line, exit 2', async (_, make, said) => {
    const run = await tobikoeHere('replay', make());
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(said);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

const tmux = spawnSync('tmux', ['-V']).status === 0;
describe.skipIf(!tmux)('replay in tmux', () => {
  it("leaves tmux's paste buffer, the pane's title and every mode as they were", async () => {
    const path = file('tmux-hostile.cast', header(80, 24) + HOSTILE);
    const socket = `tobikoe-replay-${process.pid}`;
    const run = (...args: string[]): string =>
      execFileSync('tmux', ['-L', socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
    const FLAGS =
      '#{pane_title}|#{insert_flag}|#{keypad_cursor_flag}|#{keypad_flag}|#{wrap_flag}|#{scroll_region_upper}|#{scroll_region_lower}|#{alternate_on}|#{cursor_flag}|#{mouse_any_flag}|#{bracketed_paste}';
    const flags = (): string => run('display', '-p', '-t', 'a', FLAGS);
    const screen = (): string => run('capture-pane', '-p', '-t', 'a');
    const until = (what: string, holds: (shown: string) => boolean): Promise<string> =>
      waitForScreen(
        async () => screen(),
        holds,
        20_000,
        (now) => new Error(`${what}:\n${now}`),
      );
    try {
      run('new-session', '-d', '-x', '80', '-y', '24', '-s', 'a', 'sh');
      const before = flags();
      run(
        'send-keys',
        '-t',
        'a',
        `env -u CI TERM=xterm-256color ${process.execPath} ${cli} replay ${path}; echo DONE`,
        'Enter',
      );
      await until(
        'the recording played to its end',
        (shown) => /paused/.test(shown) && shown.includes('wide 日本語 end'),
      );
      run('send-keys', '-t', 'a', 'q');
      await until('the prompt', (shown) => shown.includes('DONE'));
      expect(flags()).toBe(before);
      expect(spawnSync('tmux', ['-L', socket, '-f', '/dev/null', 'show-buffer']).status).not.toBe(
        0,
      );
      // The scroll region and autowrap at work: the lines scroll the whole screen, and a long one wraps.
      run('send-keys', '-t', 'a', "clear; seq 1 30; printf '%0100d\\n' 7; echo END", 'Enter');
      const after = await until('seq', (shown) => /^END$/m.test(shown));
      const numbers = Array.from({ length: 20 }, (_, at) => String(at + 11)).join('\n');
      expect(after).toContain(`${numbers}\n${'0'.repeat(80)}\n${'0'.repeat(19)}7\nEND\n`);
    } finally {
      spawnSync('tmux', ['-L', socket, 'kill-server']);
    }
  });
});
