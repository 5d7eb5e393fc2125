/**
 * A recording's output played through a real terminal emulator (xterm's
 * headless build) and read back as frames: each change of the screen, as a
 * grid of styled runs, with when it appeared.
 */
import xterm from '@xterm/headless';
import type { Cast } from './cast.js';
import { type Colour, paletteColour, THEME } from './theme.js';

type Terminal = InstanceType<typeof xterm.Terminal>;
type Cell = NonNullable<
  ReturnType<NonNullable<ReturnType<Terminal['buffer']['active']['getLine']>>['getCell']>
>;

export type RunStyle = {
  readonly fg: Colour;
  /** Undefined: the screen's own background. */
  readonly bg?: Colour;
  readonly bold: boolean;
  readonly dim: boolean;
  readonly italic: boolean;
  readonly underline: boolean;
};

/** Characters side by side in one style, from `column`, `columns` wide (a wide character counts two). */
export type Run = {
  readonly column: number;
  readonly columns: number;
  /** Each character and the column it starts at. */
  readonly chars: readonly {
    readonly text: string;
    readonly column: number;
    readonly wide: boolean;
  }[];
  readonly style: RunStyle;
};

export type Frame = {
  /** Seconds from the start when the screen came to look like this. */
  readonly seconds: number;
  /** Each row's runs; a row of blanks has none. */
  readonly rows: readonly (readonly Run[])[];
};

/** Changes closer together than this make one frame (the app draws at 30 frames a second at most). */
const FRAME_S = 1 / 30;

const colourOf = (palette: boolean, rgb: boolean, value: number): Colour | undefined =>
  rgb ? `#${value.toString(16).padStart(6, '0')}` : palette ? paletteColour(value) : undefined;

const styleOf = (cell: Cell): RunStyle => {
  let fg = colourOf(cell.isFgPalette(), cell.isFgRGB(), cell.getFgColor()) ?? THEME.text;
  let bg = colourOf(cell.isBgPalette(), cell.isBgRGB(), cell.getBgColor());
  if (cell.isInverse()) [fg, bg] = [bg ?? THEME.background, fg];
  return {
    fg,
    ...(bg === undefined ? {} : { bg }),
    bold: cell.isBold() !== 0,
    dim: cell.isDim() !== 0,
    italic: cell.isItalic() !== 0,
    underline: cell.isUnderline() !== 0,
  };
};

const sameStyle = (a: RunStyle, b: RunStyle): boolean =>
  a.fg === b.fg &&
  a.bg === b.bg &&
  a.bold === b.bold &&
  a.dim === b.dim &&
  a.italic === b.italic &&
  a.underline === b.underline;

/** A run shows something: a background, or a character that is not a space. */
const shows = (run: Run): boolean =>
  run.style.bg !== undefined || run.chars.some((char) => char.text.trim() !== '');

/** One row of the screen as it shows now: runs of one style, trailing blanks dropped. */
const rowOf = (term: Terminal, y: number): Run[] => {
  const buffer = term.buffer.active;
  const line = buffer.getLine(buffer.viewportY + y);
  if (!line) return [];
  const runs: Run[] = [];
  let cell: Cell | undefined;
  let current:
    | { column: number; columns: number; chars: Run['chars'][number][]; style: RunStyle }
    | undefined;
  for (let x = 0; x < term.cols; x++) {
    cell = line.getCell(x, cell);
    if (!cell) break;
    const width = cell.getWidth();
    // The second half of a wide character: the first half has it.
    if (width === 0) continue;
    const style = styleOf(cell);
    const char = { text: cell.getChars() || ' ', column: x, wide: width === 2 };
    if (current && sameStyle(current.style, style)) {
      current.chars.push(char);
      current.columns += width;
    } else {
      if (current) runs.push(current);
      current = { column: x, columns: width, chars: [char], style };
    }
  }
  if (current) runs.push(current);
  return runs.filter(shows).map((run) => {
    if (run.style.bg !== undefined) return run;
    // Blanks at the end of a run without a background show nothing.
    const chars = [...run.chars];
    while (chars.at(-1)?.text === ' ') chars.pop();
    const end = chars.at(-1);
    return { ...run, chars, columns: end ? end.column + (end.wide ? 2 : 1) - run.column : 0 };
  });
};

export const screenOf = (term: Terminal): Frame['rows'] =>
  Array.from({ length: term.rows }, (_, y) => rowOf(term, y));

/** The frames of a recording, each different from the one before it. */
export const framesOf = async ({ header, events }: Cast): Promise<Frame[]> => {
  const term = new xterm.Terminal({
    cols: header.width,
    rows: header.height,
    allowProposedApi: true,
    scrollback: 0,
  });
  const frames: Frame[] = [];
  let shown = '';
  try {
    for (const [seconds, , text] of events) {
      await new Promise<void>((resolve) => term.write(text, resolve));
      const rows = screenOf(term);
      const key = JSON.stringify(rows);
      if (key === shown) continue;
      shown = key;
      const last = frames.at(-1);
      // A change hard on the heels of the last one replaces it: no viewer could have seen that.
      if (last && seconds - last.seconds < FRAME_S) frames[frames.length - 1] = { ...last, rows };
      else frames.push({ seconds, rows });
    }
    if (frames.length === 0) frames.push({ seconds: 0, rows: screenOf(term) });
  } finally {
    term.dispose();
  }
  return frames;
};
