/**
 * One recording being made: output goes in as it is written, a file comes
 * out — an asciicast (`.cast`, each event on disk as it comes, so a run cut
 * short still leaves a file that plays) or an animated SVG (`.svg`, drawn
 * when the recording ends). The command line's `--record`, the app's record
 * key and `npm run media` all make their files here.
 */
import { closeSync, constants, fstatSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { extname } from 'node:path';
import { InputError } from '../puzzles/puzzle.js';
import { quoted } from '../util/quote.js';
import { words } from '../words/words.js';
import { startCapture } from './capture.js';
import { type CastEvent, type CastHeader, eventLine, headerLine } from './cast.js';

export const FORMATS = ['cast', 'svg'] as const;
export type RecordingFormat = (typeof FORMATS)[number];

export type RecordingSize = { readonly columns: number; readonly rows: number };

/** The recording's file could not be written once under way (exit 74, like stdout). */
export class RecordingWriteFailed extends Error {
  override readonly name = 'RecordingWriteFailed';
}

const reason = (error: unknown): string => {
  const say = words().commands.record;
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return say.noFolder;
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return say.denied;
    case 'EISDIR':
      return say.isFolder;
    case 'ENOSPC':
    case 'EDQUOT':
      return words().commands.failure.noSpace;
    default:
      return (error as NodeJS.ErrnoException).code ?? say.cannotBeWritten;
  }
};

/** The format a file's name asks for; any other is bad input. */
export const formatOf = (path: string): RecordingFormat => {
  const extension = extname(path).slice(1).toLowerCase();
  const format = FORMATS.find((known) => known === extension);
  if (!format) throw new InputError(words().commands.record.unknownKind(quoted(path)));
  return format;
};

/** `--size COLSxROWS`, each within what a terminal could be. */
export const parseSize = (text: string): RecordingSize => {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(text.trim());
  const columns = Number(match?.[1]);
  const rows = Number(match?.[2]);
  if (!match || columns < 20 || rows < 5 || columns > 1000 || rows > 1000) {
    throw new InputError(words().commands.record.badSize(quoted(text)));
  }
  return { columns, rows };
};

/**
 * Opens the file before anything is recorded, so a bad path fails at once
 * (exit 2), and refuses anything but a regular file (a FIFO would hold the
 * app until someone read it).
 */
const openFile = (path: string): number => {
  const { O_WRONLY, O_CREAT, O_NONBLOCK } = constants;
  let fd: number;
  try {
    fd = openSync(path, O_WRONLY | O_CREAT | O_NONBLOCK, 0o666);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENXIO') {
      throw new InputError(words().commands.record.notAFile(quoted(path)));
    }
    throw new InputError(words().commands.record.cannotOpen(quoted(path), reason(error)));
  }
  if (!fstatSync(fd).isFile()) {
    closeSync(fd);
    throw new InputError(words().commands.record.notAFile(quoted(path)));
  }
  return fd;
};

export type Recording = {
  readonly path: string;
  readonly format: RecordingFormat;
  /** Output as it was written to the terminal. */
  add(chunk: string | Uint8Array): void;
  /** Ends the recording and writes what is left; a file that cannot be written is `RecordingWriteFailed`. */
  finish(): Promise<void>;
};

export type RecordingOptions = RecordingSize & {
  readonly title?: string;
  /** The recording's clock (tests give their own). */
  readonly clock?: () => number;
};

export const openRecording = (path: string, options: RecordingOptions): Recording => {
  const format = formatOf(path);
  const fd = openFile(path);
  const header: CastHeader = {
    version: 2,
    width: options.columns,
    height: options.rows,
    timestamp: Math.floor(Date.now() / 1000),
    ...(options.title === undefined ? {} : { title: options.title }),
  };
  const events: CastEvent[] = [];
  let failure: unknown;
  let open = true;
  let offset = 0;
  const put = (text: string): void => {
    if (failure !== undefined) return;
    try {
      offset += writeSync(fd, text, offset);
    } catch (error) {
      failure = error;
    }
  };
  const failed = (): RecordingWriteFailed =>
    new RecordingWriteFailed(words().commands.record.cannotWrite(quoted(path), reason(failure)));
  // An SVG is written whole at the end: until then a file that was there is left as it was.
  const truncate = (): void => ftruncateSync(fd, 0);
  if (format === 'cast') {
    try {
      truncate();
    } catch (error) {
      closeSync(fd);
      throw new InputError(words().commands.record.cannotOpen(quoted(path), reason(error)));
    }
    put(headerLine(header));
  }
  const capture = startCapture((seconds, text) => {
    const event: CastEvent = [seconds, 'o', text];
    if (format === 'cast') put(eventLine(event));
    else events.push(event);
  }, options.clock);
  return {
    path,
    format,
    add(chunk) {
      if (open) capture.add(chunk);
    },
    async finish() {
      if (!open) return;
      open = false;
      // The last screen is held to the end: the time the recording stopped is its length.
      const end = capture.now();
      try {
        if (format === 'cast') put(eventLine([end, 'o', '']));
        else {
          const { svgOfCast } = await import('./cast-picture.js');
          const svg = await svgOfCast({ header, events: [...events, [end, 'o', '']] });
          try {
            truncate();
          } catch (error) {
            failure = error;
          }
          put(svg);
        }
      } finally {
        closeSync(fd);
      }
      if (failure !== undefined) throw failed();
    },
  };
};
