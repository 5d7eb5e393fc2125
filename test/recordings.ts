/**
 * Reading recordings back as a viewer would, without the recorder's own code:
 * an asciicast through a headless xterm, and the frame an SVG shows when its
 * animation is not playing (the last: see source/record/svg.ts) from its text
 * elements' positions.
 */
import { readFileSync } from 'node:fs';
import xterm from '@xterm/headless';
import stringWidth from 'string-width';
import { expect } from 'vitest';
import { readScreen } from '../scripts/screen-reader.js';

export type CastFile = {
  readonly header: { version: number; width: number; height: number };
  readonly events: readonly [number, string, string][];
};

/** Every line parsed, the header and the events checked as asciicast v2 says. */
export const readCast = (path: string): CastFile => {
  const lines = readFileSync(path, 'utf8').split('\n');
  expect(lines.pop()).toBe('');
  const [header, ...events] = lines.map((line) => JSON.parse(line) as unknown);
  expect(header).toMatchObject({ version: 2 });
  const times = (events as [number, string, string][]).map(([time, kind, text]) => {
    expect([typeof time, kind, typeof text]).toEqual(['number', 'o', 'string']);
    return time;
  });
  expect(times).toEqual([...times].sort((a, b) => a - b));
  return { header: header as CastFile['header'], events: events as CastFile['events'] };
};

/** The screen once `text` has been written to a terminal of this size. */
export const screenAfter = async (text: string, columns: number, rows: number): Promise<string> => {
  const term = new xterm.Terminal({ cols: columns, rows, allowProposedApi: true });
  term.write(text);
  const screen = await readScreen(term, rows);
  term.dispose();
  return screen.replace(/ +$/gm, '');
};

export const lastScreenOf = (cast: CastFile): Promise<string> =>
  screenAfter(cast.events.map((event) => event[2]).join(''), cast.header.width, cast.header.height);

const fromXml = (text: string): string =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

/** The text of the frame an SVG recording shows when still (its last), row by row. */
export const stillText = (svg: string, columns: number, rows: number): string => {
  const screen = /<svg x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="([\d.]+)">/.exec(svg);
  expect(screen).not.toBeNull();
  const columnWidth = Number(screen?.[1]) / columns;
  const rowHeight = Number(screen?.[2]) / rows;
  const rowsById = new Map<string, string>();
  for (const [, id, body] of svg.matchAll(/<g id="(r\w+)">(.*?)<\/g>/g)) rowsById.set(id, body);
  const still = /<g transform="translate\(0 0\)">(.*?)<\/g>/.exec(svg)?.[1] ?? '';
  const grid = Array.from({ length: rows }, () => Array.from({ length: columns }, () => ' '));
  for (const [, id, y] of still.matchAll(/<use xlink:href="#(\w+)" y="([\d.]+)"\/>/g)) {
    const row = grid[Math.round(Number(y) / rowHeight)];
    for (const [, xs, body] of (rowsById.get(id) ?? '').matchAll(
      /<text x="([\d. ]+)"[^>]*>(.*?)<\/text>/g,
    )) {
      const chars = [...fromXml(body)];
      const starts = xs.split(' ').map((x) => Math.round(Number(x) / columnWidth));
      chars.forEach((char, index) => {
        // One x for the run: its characters one column each; one x each: where each stands.
        const column = starts.length === 1 ? starts[0] + index : starts[index];
        row[column] = char;
        if (stringWidth(char) === 2) row[column + 1] = '';
      });
    }
  }
  return grid.map((row) => row.join('').replace(/ +$/, '')).join('\n');
};
