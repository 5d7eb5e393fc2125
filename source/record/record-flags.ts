import { InputError } from '../puzzles/puzzle.js';
import { words } from '../words/words.js';
import { parseSize, type RecordingSize } from './recording.js';

/** A recording's size: `--size`, else the terminal's, else 80×24 (output to a file or a pipe). */
export const recordingSize = (size: string | undefined): RecordingSize =>
  size !== undefined
    ? parseSize(size)
    : process.stdout.isTTY && process.stdout.columns > 0 && process.stdout.rows > 0
      ? { columns: process.stdout.columns, rows: process.stdout.rows }
      : { columns: 80, rows: 24 };

/** `--size` means nothing without `--record`. */
export const checkRecordFlags = (record: string | undefined, size: string | undefined): void => {
  if (record === undefined && size !== undefined) {
    throw new InputError(words().commands.record.sizeWithoutRecord);
  }
};
