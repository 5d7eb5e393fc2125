import { join } from 'node:path';
import { writeFileAtomic } from '../../store/atomic.js';
import {
  FIRST_FRAMES_FILE,
  type FirstFrame,
  MOST_FIRST_FRAMES,
  MOST_FRAME_CHARS,
  readFirstFrames,
} from './frame-cache.js';
import { isSafeFrame } from './safe-frame.js';

/**
 * Keeps `entry` in `folder`'s first frames, first in the file, in place of
 * any under the same key; the oldest beyond MOST_FIRST_FRAMES go. A frame
 * that could not be read back (too large, or holding other sequences) is not
 * kept. A cache that cannot be written costs only the next start's speed: an
 * error is given to the caller to ignore.
 */
export const keepFirstFrame = (folder: string, entry: FirstFrame): void => {
  if (entry.frame.length > MOST_FRAME_CHARS || !isSafeFrame(entry.frame)) return;
  const others = readFirstFrames(folder).filter((kept) => kept.key !== entry.key);
  const entries = [entry, ...others].slice(0, MOST_FIRST_FRAMES);
  writeFileAtomic(join(folder, FIRST_FRAMES_FILE), `${JSON.stringify({ version: 1, entries })}\n`);
};
