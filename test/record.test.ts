import { readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, sep } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { startCapture } from '../source/record/capture.js';
import { parseCast } from '../source/record/cast.js';
import { svgOfCast } from '../source/record/cast-picture.js';
import { openRecording } from '../source/record/recording.js';
import { homeAsTilde, recorderText } from '../source/record/screen-recorder.js';
import { THEME } from '../source/record/theme.js';
import { tobikoeHere } from './cli-here.js';
import {
  lastScreenOf,
  readCast,
  screenAfter,
  screenOfSvg,
  stillText,
  svgScreens,
} from './recordings.js';

const folder = process.env.TMPDIR ?? '/tmp';
const path = (name: string): string => join(folder, `record-${process.pid}-${name}`);
/** What a terminal shows of output written to a pipe: each line feed starts a line. */
const asTerminal = (text: string): string => text.replaceAll('\n', '\r\n');

describe('solve --record', () => {
  it('line-3 to a .cast: asciicast v2 at 80×24, times in order, ending on the solved board; its SVG shows the same last screen', async () => {
    const file = path('line-3.cast');
    const run = await tobikoeHere('solve', 'line-3', '--record', file);
    expect(run.code).toBe(0);
    const cast = readCast(file);
    // The recording's size without a terminal: 80×24.
    expect(cast.header).toMatchObject({ width: 80, height: 24 });
    const last = await lastScreenOf(cast);
    // The film strip ends on the 38th move: the solved board.
    expect(last).toMatch(/\b38: \d+→\d+/);
    expect(last).toContain(await screenAfter(asTerminal(run.stdout), 80, 24));
    const svg = await svgOfCast(parseCast(readFileSync(file, 'utf8')));
    expect(stillText(svg, 80, 24)).toBe(last);
    // The readme's answer is about this long: a recording of it stays well under a megabyte.
    expect(svg.length).toBeLessThan(1_000_000);
  });

  // The frog line: a search of a few dozen nodes, and a film strip of 15 moves.
  it("frog-line to an .svg at --size: the still frame is the terminal's last screen, the solved board", async () => {
    const file = path('frog-line.svg');
    const run = await tobikoeHere('solve', 'frog-line', '--record', file, '--size', '100x30');
    expect(run.code).toBe(0);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href="http|url\(/);
    const shown = await screenAfter(asTerminal(run.stdout), 100, 30);
    expect(shown).toContain('solved in 15 moves');
    expect(stillText(svg, 100, 30)).toBe(shown);
    // The film strip was drawn for the recording's width: its first row holds more than 80 columns do.
    const strip = stripVTControlCharacters(run.stdout)
      .split('\n')
      .find((line) => /^start +1: /.test(line));
    expect(stringWidth(strip ?? '')).toBeGreaterThan(80);
  });

  it('in Japanese the wide characters keep their two columns', async () => {
    const file = path('ja.svg');
    const run = await tobikoeHere('solve', 'frog-line', '--lang', 'ja', '--record', file);
    expect(run.code).toBe(0);
    const shown = await screenAfter(asTerminal(run.stdout), 80, 24);
    expect(shown).toMatch(/[ぁ-ん一-龯]/);
    const svg = readFileSync(file, 'utf8');
    expect(stillText(svg, 80, 24)).toBe(shown);
    // Each wide character stands at its own column: the x of the one after it is two columns on.
    expect(svg).toMatch(/<text x="\d+ \d+ /);
  });

  it.each([
    [['--record', 'a.gif'], /name a \.cast .* or \.svg/],
    [['--record', '/no/such/folder/a.cast'], /its folder does not exist/],
    [['--record', folder], /name a \.cast/],
    [['--record', `${folder}/x.svg/`], /name a \.cast|cannot write/],
    [['--size', '80x24'], /give --record FILE too/],
    [['--record', 'a.cast', '--size', '80'], /--size '80': give columns x rows/],
  ])('%j: one line, exit 2', async (flags, said) => {
    const run = await tobikoeHere('solve', 'knights', ...flags);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(said);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stdout).toBe('');
  });
});

describe('the recording', () => {
  it('cuts a pause to 2 s and keeps the time of everything else', () => {
    let now = 0;
    const heard: [number, string][] = [];
    const capture = startCapture(
      (seconds, text) => heard.push([seconds, text]),
      () => now,
    );
    capture.add('a\n');
    now = 500;
    capture.add('b');
    now = 60_500;
    capture.add(new TextEncoder().encode('c'));
    now = 61_000;
    capture.add('d');
    expect(heard).toEqual([
      [0, 'a\r\n'],
      [0.5, 'b'],
      [2.5, 'c'],
      [3, 'd'],
    ]);
  });

  it('ends on an event at the time it stopped, so the last screen is held to the end', async () => {
    let now = 10_000;
    const file = path('closing.cast');
    const recording = openRecording(file, { columns: 20, rows: 4, clock: () => now });
    recording.add('one');
    now = 10_800;
    recording.add('two');
    now = 11_900;
    await recording.finish();
    const cast = parseCast(readFileSync(file, 'utf8'));
    expect(cast.header).toMatchObject({ version: 2, width: 20, height: 4 });
    expect(cast.events).toEqual([
      [0, 'o', 'one'],
      [0.8, 'o', 'two'],
      [1.9, 'o', ''],
    ]);
  });

  it('draws colours as the terminal showed them, each once in the style sheet', async () => {
    const svg = await svgOfCast({
      header: { version: 2, width: 20, height: 3 },
      events: [
        [0, 'o', '\u001B[31mred\u001B[0m \u001B[1;38;2;1;2;3mrgb\u001B[0m\r\n'],
        [1, 'o', '\u001B[44m  \u001B[0m\u001B[31mred\u001B[0m'],
      ],
    });
    expect(svg.match(/\{fill:#cd3131\}/g)).toHaveLength(1);
    expect(svg).toMatch(/\{fill:#010203\}/);
    expect(svg).toMatch(/<rect width="12" height="[\d.]+" class="\w+"\/>/);
    expect(stillText(svg, 20, 3)).toBe('red rgb\n  red\n');
    // Two frames: the animation steps once, at 1 s of the 4 s loop (1 s and the 3 s hold).
    expect(svg).toMatch(/animation:w\w+ 4s steps\(1,end\) infinite/);
    expect(screenOfSvg(svg, 20, 3, 0.5)).toBe('red rgb\n\n');
    expect(screenOfSvg(svg, 20, 3, 1.5)).toBe('red rgb\n  red\n');
  });

  it('starts a run where only the background changes, and where only inverse does', async () => {
    const svg = await svgOfCast({
      header: { version: 2, width: 20, height: 2 },
      events: [[0, 'o', '\u001B[41m  \u001B[42m  \u001B[0m\u001B[7mi\u001B[0mj']],
    });
    const fills = new Map(
      [...svg.matchAll(/\.(c\w+)\{fill:(#\w+)\}/g)].map(([, name, colour]) => [name, colour]),
    );
    const rects = [
      ...svg.matchAll(/<rect(?: x="([\d.]+)")? width="([\d.]+)" height="[\d.]+" class="(\w+)"\/>/g),
    ].map(([, x, width, name]) => [Number(x ?? 0), Number(width), fills.get(name)]);
    // Red, then green, each two columns; the inverse i on the text's colour, one column.
    expect(rects).toEqual([
      [0, 12, '#cd3131'],
      [12, 12, '#0dbc79'],
      [24, 6, THEME.text],
    ]);
    // The i drawn in the screen's background colour, the j after it in a run of its own.
    const inverse = /<text x="24" y="9" class="(\w+)">i<\/text><text x="30" y="9">j<\/text>/.exec(
      svg,
    );
    expect(fills.get(inverse?.[1] ?? '')).toBe(THEME.background);
    expect(stillText(svg, 20, 2)).toBe('    ij\n');
  });

  it('a long watch drawn as changes: every frame shown at its time, the picture half a megabyte at most', async () => {
    // A search's screen: a title that stays, a counter every frame, a board whose
    // marked cell moves, a path that grows and shrinks, a line that comes and goes.
    const events: [number, 'o', string][] = [];
    const frames = 1500;
    const screenAt = (node: number): string => {
      const cells = Array.from({ length: 9 }, (_, cell) => (cell === node % 9 ? '[●]' : ' ○ '));
      const path = Array.from({ length: 1 + (node % 7) }, (_, at) => `${at}→${(at + node) % 9}`);
      return [
        '\u001B[H\u001B[2J\u001B[1mWatch: IDA*\u001B[22m',
        `  │${cells.slice(0, 3).join('│')}│   node ${node.toLocaleString('en')} · depth ${node % 12}`,
        `  │${cells.slice(3, 6).join('│')}│   \u001B[36m${'█'.repeat(1 + (node % 20))}\u001B[39m`,
        `  │${cells.slice(6).join('│')}│   ${path.join(' ')}`,
        node % 50 < 5 ? '  found a longer way round' : '',
      ].join('\r\n');
    };
    for (let node = 0; node < frames; node++) events.push([node * 0.075, 'o', screenAt(node)]);
    const cast = { header: { version: 2 as const, width: 80, height: 6 }, events };
    const svg = await svgOfCast(cast);
    // Half of the megabyte a 3,000-frame watch may take.
    expect(Buffer.byteLength(svg)).toBeLessThan(500_000);
    const trimmed = (text: string): string => text.replace(/\n+$/, '');
    const shownAt = svgScreens(svg, 80, 6);
    for (let node = 0; node < frames; node += 29) {
      const terminal = await screenAfter(screenAt(node), 80, 6);
      expect(trimmed(shownAt(node * 0.075 + 0.0375)), `node ${node}`).toBe(trimmed(terminal));
    }
    const last = await screenAfter(screenAt(frames - 1), 80, 6);
    expect(trimmed(stillText(svg, 80, 6))).toBe(trimmed(last));
  });
});

describe('a damaged asciicast', () => {
  it('cut short mid-line: the line is named', () => {
    const whole = readFileSync(join(import.meta.dirname, 'fixtures', 'two-lines.cast'), 'utf8');
    expect(parseCast(whole).events).toHaveLength(2);
    expect(() => parseCast(whole.slice(0, -8))).toThrow(/line 3: event/);
    expect(() => parseCast(`{"version":1}\n${whole}`)).toThrow(/line 1: header/);
  });

  it.each([
    ['cut.cast', (text: string) => text.slice(0, -8), /is damaged at line 3/],
    ['empty.cast', () => '', /is damaged at line 1/],
    ['picture.svg', () => '<svg/>', /replay plays asciicast files/],
  ])('replay %s: one line, exit 2', async (name, damage, said) => {
    const whole = readFileSync(join(import.meta.dirname, 'fixtures', 'two-lines.cast'), 'utf8');
    const file = path(name);
    writeFileSync(file, damage(whole));
    const run = await tobikoeHere('replay', file);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(said);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('replay of a file that is not there: one line, exit 2', async () => {
    const run = await tobikoeHere('replay', path('missing.cast'));
    expect([run.code, run.stderr]).toEqual([2, expect.stringMatching(/no such file\n$/)]);
  });
});

describe('where the app says a recording went', () => {
  it('names the file, the other kinds, and the whole folder, the home folder as ~', () => {
    const home = homedir();
    const paths = [
      join(home, 'data', 'recordings', 'knights-watch-1.svg'),
      join(home, 'data', 'recordings', 'knights-watch-1.cast'),
    ];
    expect(recorderText({ kind: 'saved', paths })).toBe(
      `recorded: knights-watch-1.svg and .cast in ~${sep}data${sep}recordings`,
    );
    expect(homeAsTilde('/elsewhere/recordings', '/home/ann')).toBe('/elsewhere/recordings');
    expect(homeAsTilde('/home/annie/x', '/home/ann')).toBe('/home/annie/x');
  });
});
