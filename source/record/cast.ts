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

/** Where a file is not an asciicast v2 one: the line (from 1) and what is wrong there. */
export class DamagedCast extends Error {
  override readonly name = 'DamagedCast';
  constructor(
    readonly line: number,
    readonly problem: 'header' | 'event' | 'time',
  ) {
    super(`line ${line}: ${problem}`);
  }
}

const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 10_000;

const parsed = (line: string): unknown => {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
};

const headerOf = (line: string): CastHeader => {
  const value = parsed(line);
  if (typeof value !== 'object' || value === null) throw new DamagedCast(1, 'header');
  const { version, width, height, title } = value as Record<string, unknown>;
  if (version !== 2 || !isSize(width) || !isSize(height)) throw new DamagedCast(1, 'header');
  return { version, width, height, ...(typeof title === 'string' ? { title } : {}) };
};

/**
 * Reads an asciicast v2 file's text. Output events are kept; the kinds a
 * player shows nothing for (input, markers, resizes) are passed over. A line
 * that is not an event, or a time that goes back, is a `DamagedCast`: a file
 * cut short mid-line is one.
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
    const value = parsed(line);
    if (
      !Array.isArray(value) ||
      value.length < 3 ||
      typeof value[0] !== 'number' ||
      !Number.isFinite(value[0]) ||
      typeof value[1] !== 'string' ||
      typeof value[2] !== 'string'
    ) {
      throw new DamagedCast(index + 1, 'event');
    }
    const [seconds, kind, data] = value as [number, string, string];
    if (seconds < last) throw new DamagedCast(index + 1, 'time');
    last = seconds;
    if (kind === 'o') events.push([seconds, 'o', data]);
  }
  return { header, events };
};
