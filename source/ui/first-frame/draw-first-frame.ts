import type { FrameStart } from './frame-start.js';
import { keepFirstFrame } from './frame-store.js';

const SYNC_ON = '\u001B[?2026h';
const SYNC_OFF = '\u001B[?2026l';
const CLEAR = '\u001B[2J\u001B[H';

export type FirstFrameOptions = {
  /** The frame on the screen, drawn before the app loaded. */
  readonly onScreen?: string;
  /** Where to keep the frame for the next start, and what the terminal said when asked how wide it draws ambiguous signs. */
  readonly keep?: FrameStart & { readonly probed?: boolean | null };
};

/**
 * Runs `draw` (Ink's `render`, which writes its first frame before it
 * returns) with what it writes to stdout caught: the frame itself. When the
 * same frame was drawn before the app loaded, it is not written again (the
 * screen and the cursor stand as Ink left them); when another was, the screen
 * is cleared and Ink's frame written, in one synchronized update. A frame to
 * keep is kept for the next start with its key (after this turn, off the
 * first frame's way), unless the window changed size meanwhile.
 */
export const drawFirstFrame = <T>(draw: () => T, { onScreen, keep }: FirstFrameOptions): T => {
  const stdout = process.stdout;
  const write = stdout.write;
  const caught: string[] = [];
  stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
    caught.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = rest.find((part) => typeof part === 'function') as (() => void) | undefined;
    if (done) process.nextTick(done);
    return true;
  }) as typeof stdout.write;
  try {
    return draw();
  } finally {
    stdout.write = write;
    const frame = caught.join('');
    if (onScreen === undefined) write.call(stdout, frame);
    else if (onScreen !== frame) write.call(stdout, SYNC_ON + CLEAR + frame + SYNC_OFF);
    const sameWindow = stdout.columns === keep?.columns && stdout.rows === keep?.rows;
    if (keep && sameWindow && frame !== '' && frame !== onScreen) {
      const { key, cacheFolder, probed } = keep;
      setImmediate(() => {
        try {
          keepFirstFrame(cacheFolder, { key, frame, ...(probed === undefined ? {} : { probed }) });
        } catch {
          // an unwritable cache costs the next start its speed, nothing else
        }
      });
    }
  }
};
