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
  // The cell attributes the current run's style was made from: a cell with the
  // same joins it without a style of its own (made once a run, not once a cell).
  let fgMode = -1;
  let fg = -1;
  let bgMode = -1;
  let bg = -1;
  let flags = -1;
  for (let x = 0; x < term.cols; x++) {
    cell = line.getCell(x, cell);
    if (!cell) break;
    const width = cell.getWidth();
    // The second half of a wide character: the first half has it.
    if (width === 0) continue;
    const char = { text: cell.getChars() || ' ', column: x, wide: width === 2 };
    const cellFlags =
      (cell.isBold() ? 1 : 0) |
      (cell.isDim() ? 2 : 0) |
      (cell.isItalic() ? 4 : 0) |
      (cell.isUnderline() ? 8 : 0) |
      (cell.isInverse() ? 16 : 0);
    if (
      current &&
      cellFlags === flags &&
      cell.getFgColorMode() === fgMode &&
      cell.getFgColor() === fg &&
      cell.getBgColorMode() === bgMode &&
      cell.getBgColor() === bg
    ) {
      current.chars.push(char);
      current.columns += width;
      continue;
    }
    fgMode = cell.getFgColorMode();
    fg = cell.getFgColor();
    bgMode = cell.getBgColorMode();
    bg = cell.getBgColor();
    flags = cellFlags;
    const style = styleOf(cell);
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

/**
 * Output handed to the emulator at once, at most (characters): it parses what
 * it holds in one go, calling back as each write is parsed, and refuses more
 * than 50 MB waiting.
 */
const BATCH_CHARS = 1_000_000;

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
  /** The screen once the event at `seconds` is parsed: a frame, when it changed. */
  const see = (seconds: number): void => {
    const rows = screenOf(term);
    const key = JSON.stringify(rows);
    if (key === shown) return;
    shown = key;
    const last = frames.at(-1);
    // A change hard on the heels of the last one replaces it: no viewer could have seen that.
    if (last && seconds - last.seconds < FRAME_S) frames[frames.length - 1] = { ...last, rows };
    else frames.push({ seconds, rows });
  };
  try {
    // A batch of events written at once, each read in its own write's callback (the
    // emulator calls it as that write is parsed, before the next): awaiting each write
    // alone waited for a timer per event, most of the time a long recording took.
    for (let next = 0; next < events.length; ) {
      let failure: unknown;
      await new Promise<void>((resolve) => {
        let chars = 0;
        while (next < events.length && (chars === 0 || chars < BATCH_CHARS)) {
          const [seconds, , text] = events[next++];
          chars += text.length + 1;
          const last = next === events.length || chars >= BATCH_CHARS;
          term.write(text, () => {
            try {
              if (failure === undefined) see(seconds);
            } catch (error) {
              failure = error;
            }
            if (last) resolve();
          });
        }
      });
      if (failure !== undefined) throw failure;
    }
    if (frames.length === 0) frames.push({ seconds: 0, rows: screenOf(term) });
  } finally {
    term.dispose();
  }
  return frames;
};
