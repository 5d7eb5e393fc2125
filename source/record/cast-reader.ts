/**
 * An asciicast file read as a stream, in bounded memory whatever its size: a
 * chunk and the line being read at a time (a line past MAX_LINE_BYTES is
 * refused), each line decoded as UTF-8 that must be valid (the format says
 * UTF-8; a byte that is not is said, with its line, never replaced), and
 * output joined into frames, the steps of `replay`'s ← →.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { type CastHeader, DamagedCast, eventOf, headerOf, MAX_LINE_BYTES } from './cast.js';

const CHUNK_BYTES = 256 * 1024;
const NEWLINE = 0x0a;

/** Output closer together than this is one frame (the app draws 30 a second at most). */
const FRAME_S = 1 / 30;
/** A frame's text stops growing past this: output all at one time is cut into frames of this many characters. */
const MAX_FRAME_CHARS = 1024 * 1024;

/** What the screen is sent in one step, and when. */
export type CastFrame = { readonly seconds: number; readonly text: string };

export type CastReader = {
  readonly header: CastHeader;
  /** The next frame, or undefined at the end; a damaged line ahead is a `DamagedCast`. */
  next(): CastFrame | undefined;
  close(): void;
};

const strict = new TextDecoder('utf-8', { fatal: true });

/** The file's lines one at a time, each decoded; undefined at the end. */
const lineSource = (fd: number): { next(): string | undefined; readonly number: number } => {
  const chunk = Buffer.alloc(CHUNK_BYTES);
  let filled = 0;
  let at = 0;
  let ended = false;
  let number = 0;
  const pieces: Buffer[] = [];
  let piecesBytes = 0;
  const decoded = (bytes: Buffer): string => {
    try {
      return strict.decode(bytes);
    } catch {
      throw new DamagedCast(number, 'text');
    }
  };
  return {
    get number() {
      return number;
    },
    next() {
      for (;;) {
        if (at >= filled) {
          if (ended) {
            if (piecesBytes === 0) return undefined;
            // A last line with no newline after it.
            number++;
            const last = Buffer.concat(pieces);
            pieces.length = 0;
            piecesBytes = 0;
            return decoded(last);
          }
          filled = readSync(fd, chunk, 0, CHUNK_BYTES, null);
          at = 0;
          if (filled === 0) ended = true;
          continue;
        }
        const end = chunk.indexOf(NEWLINE, at);
        const stop = end < 0 || end >= filled ? filled : end;
        if (piecesBytes + stop - at > MAX_LINE_BYTES) throw new DamagedCast(number + 1, 'long');
        // Copied: the chunk is read into again.
        pieces.push(Buffer.from(chunk.subarray(at, stop)));
        piecesBytes += stop - at;
        at = stop;
        if (stop === filled) continue;
        at++;
        number++;
        const line = pieces.length === 1 ? pieces[0] : Buffer.concat(pieces);
        pieces.length = 0;
        piecesBytes = 0;
        return decoded(line);
      }
    },
  };
};

/** Opens `path` (errors of the file system are thrown as they come) and reads its header. */
export const openCast = (path: string): CastReader => {
  const fd = openSync(path, 'r');
  try {
    const lines = lineSource(fd);
    const header = headerOf(lines.next() ?? '');
    let last = 0;
    /** An output read but not yet given out: it starts the next frame. */
    let held: CastFrame | undefined;
    const nextOutput = (): CastFrame | undefined => {
      for (let line = lines.next(); line !== undefined; line = lines.next()) {
        if (line.trim() === '') continue;
        const { seconds, output } = eventOf(line, lines.number, last);
        last = seconds;
        if (output !== undefined) return { seconds, text: output };
      }
      return undefined;
    };
    return {
      header,
      next() {
        const first = held ?? nextOutput();
        held = undefined;
        if (!first) return undefined;
        let text = first.text;
        for (let more = nextOutput(); more; more = nextOutput()) {
          if (more.seconds - first.seconds >= FRAME_S || text.length >= MAX_FRAME_CHARS) {
            held = more;
            break;
          }
          text += more.text;
        }
        return { seconds: first.seconds, text };
      },
      close: () => closeSync(fd),
    };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
};

/** How long a recording runs and how many frames it has: the whole file read once, in bounded memory. */
export const castLength = (path: string): { readonly seconds: number; readonly frames: number } => {
  const reader = openCast(path);
  try {
    let seconds = 0;
    let frames = 0;
    for (let frame = reader.next(); frame; frame = reader.next()) {
      seconds = frame.seconds;
      frames++;
    }
    return { seconds, frames };
  } finally {
    reader.close();
  }
};
