import { EventEmitter } from 'node:events';
import { readFirstFrames } from './frame-cache.js';
import type { FrameStart } from './frame-start.js';
import { keepFirstFrame } from './frame-store.js';

/** What Ink reads and writes of a terminal, for a frame nobody sees: what it writes is caught while `catching`. */
const unseenTerminal = (columns: number, rows: number) => {
  const caught: string[] = [];
  let catching = true;
  const stdout = Object.assign(new EventEmitter(), {
    isTTY: true,
    columns,
    rows,
    write: (chunk: string | Uint8Array): boolean => {
      if (catching) caught.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return true;
    },
  });
  const stdin = Object.assign(new EventEmitter(), {
    isTTY: true,
    setRawMode: () => stdin,
    setEncoding: () => stdin,
    ref: () => stdin,
    unref: () => stdin,
    resume: () => stdin,
    pause: () => stdin,
    read: () => null,
  });
  return {
    stdout: stdout as unknown as NodeJS.WriteStream,
    stdin: stdin as unknown as NodeJS.ReadStream,
    frame: (): string => {
      catching = false;
      return caught.join('');
    },
  };
};

/** An Ink instance, as `draw` returns it. */
type Drawn = { unmount(): void };

/**
 * The next start's first frame, drawn as that start will draw it, so it finds
 * it kept: `draw` renders a fresh app (its stores read again from the files
 * as this run left them) through Ink's own `render` into a terminal nobody
 * sees, the size of this one; what Ink wrote while it drew is its first
 * frame. The app is unmounted at once. Nothing is drawn when a frame is kept
 * under that start's key already.
 */
export const keepNextFirstFrame = (
  start: FrameStart,
  draw: (terminal: { stdout: NodeJS.WriteStream; stdin: NodeJS.ReadStream }) => Drawn,
  probed?: boolean | null,
): void => {
  if (readFirstFrames(start.cacheFolder, start.key).length > 0) return;
  const { stdout, stdin, frame } = unseenTerminal(start.columns, start.rows);
  const instance = draw({ stdout, stdin });
  const drawn = frame();
  instance.unmount();
  if (drawn === '') return;
  keepFirstFrame(start.cacheFolder, {
    key: start.key,
    frame: drawn,
    ...(probed === undefined ? {} : { probed }),
  });
};
