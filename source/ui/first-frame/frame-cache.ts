import { join } from 'node:path';
import { readBoundedFile } from '../../store/bounded-read.js';
import { isSafeFrame } from './safe-frame.js';

/** The file in the cache folder that keeps first frames. */
export const FIRST_FRAMES_FILE = 'first-frames.json';

/** Starts kept: the menu and a few games, in a few window sizes; the oldest goes first. */
export const MOST_FIRST_FRAMES = 8;

/** A frame larger than this is not kept (a 300×100 window of styled text is about 200 kB). */
export const MOST_FRAME_CHARS = 512 * 1024;

/** The file is not read past this: eight of the largest frames. */
const MOST_FILE_BYTES = 8 * 3 * MOST_FRAME_CHARS;

/** One kept start: Ink's first frame, by what it was drawn from (`firstFrameKey`). */
export type FirstFrame = {
  readonly key: string;
  readonly frame: string;
  /**
   * Whether that start asked the terminal how wide it draws ambiguous signs
   * and what it said (`null`: no answer): the frame holds for the same answer.
   */
  readonly probed?: boolean | null;
};

const KEY = /^[0-9a-f]{16}$/;

const entryOf = (value: unknown): FirstFrame | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { key, frame, probed } = value as Record<string, unknown>;
  if (typeof key !== 'string' || !KEY.test(key)) return undefined;
  if (typeof frame !== 'string' || frame.length > MOST_FRAME_CHARS || !isSafeFrame(frame))
    return undefined;
  if (probed !== undefined && probed !== null && typeof probed !== 'boolean') return undefined;
  return probed === undefined ? { key, frame } : { key, frame, probed };
};

/**
 * The entries of a first-frames file that are well formed and safe to write
 * to a terminal (only those under `key`, when given: a start checks the one it
 * draws); the rest are ignored.
 */
export const parseFirstFrames = (text: string, key?: string): FirstFrame[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const entries = (parsed as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) return [];
  return entries
    .slice(0, MOST_FIRST_FRAMES)
    .filter((entry) => key === undefined || (entry as { key?: unknown } | null)?.key === key)
    .map(entryOf)
    .filter((entry): entry is FirstFrame => entry !== undefined);
};

/** The kept first frames in `folder` (under `key`, when given); none when the file is missing, unreadable, too large or damaged. */
export const readFirstFrames = (folder: string, key?: string): FirstFrame[] => {
  const bytes = readBoundedFile(join(folder, FIRST_FRAMES_FILE), MOST_FILE_BYTES);
  return bytes === undefined ? [] : parseFirstFrames(bytes.toString('utf8'), key);
};
