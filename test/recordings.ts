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

/** The distance between slots of a window's strip, in the picture's units (the format's). */
const SLOT = 12;

/** A text element read: its y, each character and the x it stands at (one x: the run's start). */
type Text = {
  readonly y: number;
  readonly xs: readonly number[];
  readonly chars: readonly string[];
};

const textsOf = (body: string): Text[] =>
  [...body.matchAll(/<text([^>]*)>(.*?)<\/text>/g)].map(([, attributes, text]) => ({
    y: Number(/ y="([\d.]+)"/.exec(attributes)?.[1] ?? 0),
    xs: (/ x="([\d. ]+)"/.exec(attributes)?.[1] ?? '0').split(' ').map(Number),
    chars: [...fromXml(text)],
  }));

/**
 * An SVG recording read once, and the text it shows at `seconds` into its loop
 * (undefined: when still, the last frame), row by row: each window onto a line
 * is a strip of slots, moved by its own keyframes; the text is read from its
 * elements' positions, as a browser would place them.
 */
export const svgScreens = (
  svg: string,
  columns: number,
  rows: number,
): ((seconds?: number) => string) => {
  const screen = /<svg x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="([\d.]+)">/.exec(svg);
  expect(screen).not.toBeNull();
  const columnWidth = Number(screen?.[1]) / columns;
  const rowHeight = Number(screen?.[2]) / rows;
  const defs = new Map<string, Text[]>();
  for (const [, id, body] of svg.matchAll(/<g id="(r\w+)">(.*?)<\/g>/g))
    defs.set(id, textsOf(body));
  // Each window's keyframes: the offset (a percentage of the loop) at which it moves to a slot.
  const loop = Number(/animation:\w+ ([\d.]+)s/.exec(svg)?.[1] ?? 1);
  const keyframes = new Map<string, { at: number; slot: number }[]>();
  for (const [, id, body] of svg.matchAll(/@keyframes (\w+)\{((?:[^{}]*\{[^}]*\})*)\}/g)) {
    const steps: { at: number; slot: number }[] = [];
    for (const [, offsets, shift] of body.matchAll(/([\d.%,]+)\{translate:0 -([\d.]+)px\}/g)) {
      for (const offset of offsets.split(',')) {
        steps.push({ at: Number(offset.replace('%', '')), slot: Number(shift) / SLOT });
      }
    }
    keyframes.set(
      id,
      steps.sort((a, b) => a.at - b.at),
    );
  }
  const windows = [
    ...svg.matchAll(
      /<svg x="([\d.]+)" y="([\d.]+)" width="[\d.]+" height="[\d.]+"><g id="(w\w+)">(.*?)<\/g><\/svg>/g,
    ),
  ].map(([, x, y, id, body]) => ({
    left: Number(x),
    row: Math.round(Number(y) / rowHeight),
    steps: keyframes.get(id) ?? [],
    uses: [...body.matchAll(/<use href="#(\w+)" y="([\d.]+)"\/>/g)].map(([, ref, useY]) => ({
      texts: defs.get(ref) ?? [],
      top: Number(useY),
    })),
    texts: textsOf(body.replace(/<use [^>]*\/>/g, '')),
  }));
  const place = (
    texts: readonly Text[],
    left: number,
    top: number,
    shownTop: number,
    row: string[],
  ): void => {
    for (const { y: textY, xs, chars } of texts) {
      const y = textY + top;
      if (y < shownTop || y >= shownTop + SLOT) continue;
      const starts = xs.map((x) => Math.round((x + left) / columnWidth));
      chars.forEach((char, index) => {
        // One x for the run: its characters one column each; one x each: where each stands.
        const column = starts.length === 1 ? starts[0] + index : starts[index];
        row[column] = char;
        if (stringWidth(char) === 2) row[column + 1] = '';
      });
    }
  };
  return (seconds?: number): string => {
    const grid = Array.from({ length: rows }, () => Array.from({ length: columns }, () => ' '));
    for (const { left, row: y, steps, uses, texts } of windows) {
      const row = grid[y];
      const at = seconds === undefined ? undefined : (seconds / loop) * 100;
      const slot =
        at === undefined || steps.length === 0
          ? 0
          : (steps.filter((step) => step.at <= at + 1e-9).at(-1)?.slot ?? 0);
      const shownTop = slot * SLOT;
      for (const use of uses) {
        if (use.top === shownTop) place(use.texts, left, use.top, shownTop, row);
      }
      place(texts, left, 0, shownTop, row);
    }
    return grid.map((row) => row.join('').replace(/ +$/, '')).join('\n');
  };
};

/** The text an SVG recording shows at `seconds` into its loop (undefined: when still, the last frame). */
export const screenOfSvg = (svg: string, columns: number, rows: number, seconds?: number): string =>
  svgScreens(svg, columns, rows)(seconds);

/** The text of the frame an SVG recording shows when still (its last), row by row. */
export const stillText = (svg: string, columns: number, rows: number): string =>
  screenOfSvg(svg, columns, rows);
