/**
 * asciicast version 2, the format asciinema's players read: a JSON header
 * line, then one `[seconds, "o", text]` line per piece of output.
 */

/** One piece of output and when it came, in seconds from the start. */
export type CastEvent = readonly [seconds: number, kind: 'o', text: string];

export type CastHeader = {
  readonly version: 2;
  /** Columns and rows of the terminal the output was made for. */
  readonly width: number;
  readonly height: number;
  /** When the recording began, in Unix seconds. */
  readonly timestamp?: number;
  readonly title?: string;
};

export type Cast = { readonly header: CastHeader; readonly events: readonly CastEvent[] };

/** Times are kept to the millisecond: finer is noise, and it keeps the lines short. */
export const castTime = (seconds: number): number => Math.round(seconds * 1000) / 1000;

export const headerLine = (header: CastHeader): string => `${JSON.stringify(header)}\n`;

export const eventLine = ([seconds, kind, text]: CastEvent): string =>
  `${JSON.stringify([castTime(seconds), kind, text])}\n`;

export const castText = ({ header, events }: Cast): string =>
  headerLine(header) + events.map(eventLine).join('');

/**
 * Where a file is not an asciicast v2 one that can be played: the line (from
 * 1) and what is wrong there: not a header, not an event, a time out of order
 * or past `MAX_SECONDS`, text that is not UTF-8, a line past `MAX_LINE_BYTES`,
 * a screen past `MAX_SCREEN`.
 */
export class DamagedCast extends Error {
  override readonly name = 'DamagedCast';
  constructor(
    readonly line: number,
    readonly problem: 'header' | 'event' | 'time' | 'late' | 'text' | 'long' | 'screen',
  ) {
    super(`line ${line}: ${problem}`);
  }
}

/** The latest time an event may have: 30 days (a wait longer than Node's timers hold is waited in parts). */
export const MAX_SECONDS = 30 * 24 * 60 * 60;
/** The longest line read: an event this long is a whole screen of 1000×1000 cells, styled, many times over. */
export const MAX_LINE_BYTES = 8 * 1024 * 1024;
/** The largest screen played or drawn: as large as `--size` records (an emulator's cells cost memory). */
export const MAX_SCREEN = 1000;

const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 10_000;

const parsed = (line: string): unknown => {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
};

/** The first line: a version 2 header with a size; a screen past MAX_SCREEN is refused as one. */
export const headerOf = (line: string): CastHeader => {
  const value = parsed(line);
  if (typeof value !== 'object' || value === null) throw new DamagedCast(1, 'header');
  const { version, width, height, title } = value as Record<string, unknown>;
  if (version !== 2 || !isSize(width) || !isSize(height)) throw new DamagedCast(1, 'header');
  if (width > MAX_SCREEN || height > MAX_SCREEN) throw new DamagedCast(1, 'screen');
  return { version, width, height, ...(typeof title === 'string' ? { title } : {}) };
};

/**
 * One event line (numbered `number`, after one timed `last`): its time and,
 * for output, its text; the kinds a player shows nothing for (input, markers,
 * resizes) give no text. Times are finite, never go back, and stop at MAX_SECONDS.
 */
export const eventOf = (
  line: string,
  number: number,
  last: number,
): { readonly seconds: number; readonly output?: string } => {
  const value = parsed(line);
  if (
    !Array.isArray(value) ||
    value.length < 3 ||
    typeof value[0] !== 'number' ||
    typeof value[1] !== 'string' ||
    typeof value[2] !== 'string'
  ) {
    throw new DamagedCast(number, 'event');
  }
  const [seconds, kind, data] = value as [number, string, string];
  if (!Number.isFinite(seconds) || seconds > MAX_SECONDS) throw new DamagedCast(number, 'late');
  if (seconds < last) throw new DamagedCast(number, 'time');
  return kind === 'o' ? { seconds, output: data } : { seconds };
};

/**
 * Reads an asciicast v2 file's text (see `eventOf`). A line that is not an
 * event, or a time out of order, is a `DamagedCast`: a file cut short
 * mid-line is one. `replay` reads files as a stream (cast-reader.ts).
 */
export const parseCast = (text: string): Cast => {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const header = headerOf(lines[0] ?? '');
  const events: CastEvent[] = [];
  let last = 0;
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index];
    if (line.trim() === '') continue;
    const { seconds, output } = eventOf(line, index + 1, last);
    last = seconds;
    if (output !== undefined) events.push([seconds, 'o', output]);
  }
  return { header, events };
};
